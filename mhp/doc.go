// Package mhp computes concurrent access pairs from the static analysis of
// package static, following chapter 4 of the value-schedule thesis
// (seeds/003): the Parallel Execution Graph (PEG, §4.2.1), cloning of
// polymorphic call sites and artificial monitors for unresolved monitor
// entries (§4.2.2), the may-happen-in-parallel (MHP) analysis of Naumovich,
// Avrunin and Clarke over that graph, and the pair rules 1–4 of Figure 4.17
// with the alias, escape and disjoint filters of Figure 4.16 (§4.2.3).
// Pairs are ranked by the priorities of §6.1.2.
//
// Files: peg.go and pegbody.go build the PEG (BuildPEG) and its lock sets,
// check.go checks it, dot.go dumps it; mhp.go solves the MHP equations
// (Compute); pairs.go applies the rules, the filters and the ranking;
// analyze.go runs the pipeline (Run) and report.go prints it as text, JSON
// (schema in report.go) or SARIF 2.1.0; bench.go writes the suite-A table
// beside the thesis's Table 4.2.
package mhp
