// Package vsched is the value-schedule-based exploration strategy of
// chapters 5–6 of the value-schedule thesis (seeds/003; DESIGN.md,
// Exploration strategies): incremental derivation of value schedules with
// backtracking points (Figure 6.1), one ordered concurrent-access pair
// partner → trigger at a time, driven by the ranked pairs of package mhp.
//
// A backtracking point (bpt) is made before a value-schedule-relevant
// access (one that occurs in a pair whose partner another live thread can
// still reach). It holds the state before the access — a snapshot of the
// VM at that scheduling point (explore.Explorer.SaveHere; copy-on-write,
// so it costs about a few scheduling points) and a copy of what the run
// knew there, restored by explore.Explorer.ExecuteFrom instead of
// replaying its decision prefix — the fulfilment stack, the trigger and its
// pending partners. (Without snapshots, Strategy.Snapshots off, the prefix
// is replayed from the booted VM.) Rule 1 runs on; Rule 2 restores the state, runs a
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
// Accesses are keyed by method and source line (as the thesis names them
// and as mhp keeps one pair per pair of lines); positions for reachability
// are exact bytecode sites. Branch and call-site resolution (§6.2.1–2)
// happen at the granularity of the VM's scheduling points: after the VM
// has taken a branch or dispatched a call, the next visible operation's
// site is where reachability is asked again.
//
// Beyond the thesis (each is a field of Strategy):
//   - lock sets learned at run time per (access, variable): a pair whose
//     partner was always seen under a monitor the trigger's thread holds
//     is infeasible and dropped without an execution; a trigger holding
//     its own monitor (wait, notify) yields to no operation on it;
//     reentrant entries make no bpt;
//   - Affinity: a pair none of whose candidate threads ever performed the
//     partner access on the trigger's variable is dropped (threads bound to
//     their objects; starters exempt);
//   - NestedFirst: the nested monitor entries (an entry made while
//     holding another monitor, paired with an entry) that one execution
//     made are served before its other bpts, the earliest first, so that a
//     lock-order cycle of n threads is built by n-1 fulfilments in a line
//     (account-deadlock: 8 executions instead of >3000);
//   - Portfolio: after PortfolioAfter executions a second search, serving
//     each execution's bpts earliest first, joins; each execution goes to
//     the search that has spent less (states stored plus executions); both
//     start from the first execution's bpts: producerconsumer, alarmclock
//     and piper need latest-first service, RW-exception and boundedbuffer
//     earliest-first, and neither order finds both in budget;
//   - PriorityExecs: out-of-order service ends after that many executions,
//     after which the search is plain DFS (prioritization keeps many bpts
//     alive and starves the deep schedules some bugs need).
//
// The VM reports a wait (and its notified wait) inside the JDK's
// Object.wait(), unknown to the PEG; it is placed at the application's
// Object.wait call that follows the thread's last position known to the
// PEG, so that it matches its WM, WN and WW pairs.
//
// A goal that can no longer be fulfilled abandons the interleaving, except
// when every enabled thread is about to block on a monitor another thread
// holds: that is a deadlock, and the run goes on so that the VM reports it.
// When only the goals' triggers can run (every other thread waits), the
// goals are given up and the run is finished without new bpts
// (FinishBlocked): the triggers may end up waiting too.
//
// WM pairs follow §5.3.4: at a notified wait taking its monitor back
// (W2), Rule 2 lets another thread's entry go first (barging); at a
// monitor entry (W3) the pair lets a woken waiter go first and exists only
// while such a waiter is ready on that monitor.
//
// Lock sets: a partner access that every one of its PEG nodes makes under
// a monitor standing for a single runtime object (one abstract object,
// allocated once, alone at its allocation site) cannot precede a trigger
// whose thread holds that monitor at run time; such pairs make no bpt. A
// waiting thread that only the trigger's thread could notify is no
// candidate for a pair either, and a thread in Thread.join is placed at
// the application's join call (the JDK's wait is unknown to the PEG), so
// that the loop that started the threads is behind it (Access.User names
// the application's call of an operation the VM performs inside the JDK).
//
// States. The thesis's "New States" column (Table 6.2, §6.4.2) counts, for
// value-schedule testing, the program states cached for backtracking: one
// per value-schedule-relevant access that has statically reachable
// conflicting accesses in other threads, i.e. one per backtracking point
// stored. States here are exactly that: every bpt created counts once
// (special bpts included), whether or not its pairs are tried later; PRIORITY
// runs store none. As JPF counts only new states, a relevant access at a VM
// state (canonical hash) where a bpt with the same scheduler state — the
// trigger's thread, the goal stack, the thread to resume — was stored
// before stores nothing new, and the run ends there: what can be explored
// from it is explored from the stored one (StateMatching).
package vsched
