// Package explore runs a Java program on weft's VM under many schedules
// until it fails (DESIGN.md, Exploration strategies).
//
// The framework is strategy-agnostic:
//
//   - explorer.go: an Explorer runs one execution at a time on a fresh VM
//     (stateless re-execution), records its decisions and events, keeps the
//     common counters (executions, states, bytecodes, static and dynamic time)
//     and enforces the budget. A strategy may cut an execution short
//     (a pruned or sleep-set-blocked run) with Explorer.Cut.
//   - bug.go: a failed execution becomes a Bug (uncaught exception,
//     assertion, deadlock, non-zero System.exit); report.go renders a Report
//     (the bug, the interleaving as numbered context switches, the counters)
//     as text or JSON.
//   - trace.go: the trace file (the program, the strategy, the decision
//     sequence and the expected failure) and Replay, which re-runs it.
//
// The VM does not offer snapshots yet, so every execution starts from the
// initial state and a strategy reaches a branch by replaying its prefix of
// decisions. Explorer.Execute is the one place where VMs are made: a
// snapshot cache keyed by decision prefix belongs there once the VM can
// save and restore its state. DFS's state matching needs only a canonical
// state hash; Explorer.StateHash picks up a method StateHash() uint64 on
// the VM as soon as it exists.
//
// Strategies implement Strategy: Random and PCT (randomized baselines), DFS
// (JPF-like search over every scheduling point, with state matching once the
// VM provides a canonical state hash) and DPOR (Flanagan–Godefroid with sleep
// sets, seeds/000 §2.4). Package vsched implements the value-schedule
// strategy on the same interface.
package explore
