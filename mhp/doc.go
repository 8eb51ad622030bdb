// Package mhp computes concurrent access pairs from the static analysis of
// package static, following chapter 4 of the value-schedule thesis
// (seeds/003): the Parallel Execution Graph (PEG, §4.2.1), cloning of
// polymorphic call sites and artificial monitors for unresolved monitor
// entries (§4.2.2), the may-happen-in-parallel (MHP) analysis of Naumovich,
// Avrunin and Clarke over that graph, and the pair rules 1–4 of Figure 4.17
// with the alias, escape and disjoint filters of Figure 4.16 (§4.2.3).
// Pairs are ranked by the priorities of §6.1.2.
package mhp
