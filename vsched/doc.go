// Package vsched is the value-schedule-based exploration strategy of
// chapters 5–6 of the value-schedule thesis (seeds/003; DESIGN.md,
// Exploration strategies): incremental derivation of value schedules with
// backtracking points (Figure 6.1), one ordered concurrent-access pair
// partner → trigger at a time, driven by the ranked pairs of package mhp.
//
// A backtracking point (bpt) is made before a value-schedule-relevant
// access (one that occurs in a pair whose partner another live thread can
// still reach). It holds the state before the access — restored by
// replaying its decision prefix on a fresh VM (stateless re-execution; the
// VM has no snapshots yet) — the fulfilment stack, the trigger and its
// pending partners. Rule 1 runs on; Rule 2 restores the state, runs a
// partner thread to the partner access (the fulfilment stack's top decides
// who runs), then resumes the trigger.
//
// Reductions: accessibility-based POR (§6.2.1) abandons a fulfilment as
// soon as no thread can reach the target any more, asked of the PEG from
// the thread's current site (branches and calls are resolved by the VM,
// so the question is re-asked after each of them, cached per (site,
// target)); dynamic alias refinement (§6.2.3) accepts only a target
// instance on the trigger's object (and array index). Prioritized
// permutation (§6.1.2, Figure 6.5) serves bpts out of order by Priority
// 6.1 in PRIORITY mode: one fulfilment, no new bpts, then the program is
// finished sequentially. WW pairs come from the notified waits ready on the
// same monitor at run time. Multi-instance targets (threads started in
// loops) are matched by site on any runtime thread; after a fulfilment a
// special bpt pairs the trigger with the target's next instance while one
// is still reachable.
//
// States (the thesis's VS states column) are the bpts created.
package vsched
