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
// Every execution starts from the program's initial state: the Explorer
// boots one VM up to main, snapshots it, and restores that snapshot for
// each execution (Explorer.Fresh boots a new VM instead, as weft replay
// does). A strategy reaches a branch by replaying its prefix of decisions;
// a snapshot cache keyed by decision prefix would fit in Explorer.Execute,
// but the strategies' own per-run analysis state (DPOR's clocks, say)
// would then have to be saved with it. DFS's state matching uses the VM's
// canonical state hash (Explorer.StateHash).
//
// Strategies implement Strategy: Random and PCT (randomized baselines), DFS
// (JPF-like search over every scheduling point, with state matching once the
// VM provides a canonical state hash) and DPOR (Flanagan–Godefroid with sleep
// sets, seeds/000 §2.4). Package vsched implements the value-schedule
// strategy on the same interface.
package explore
