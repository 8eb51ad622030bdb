// Package unfold is the unfolding-based testing strategy of seeds/002
// (Fig. 5) and seeds/000 (Fig. 3.11, chapters 3–6): --strategy unfold
// (place replication) and --strategy unfold-ctx (contextual unfolding with
// read arcs, 000 ch. 5).
//
// Model (000 §3.3, §5.3):
//
//   - Thread conditions: one per thread and position; a thread creation
//     event (Thread.start, 000 §5.7) consumes the parent's condition and
//     produces the parent's and the child's, so threads started in a loop
//     work.
//   - Shared-variable conditions, named by the object's stable identity
//     (vm.ObjectID: allocating thread, site, counter) plus the field or the
//     array index; statics by class and field. With replication every
//     thread has its own copy (created lazily: a write consumes the copies
//     of all threads, the ones no read has touched through its family's
//     wildcard); reads consume and reproduce their thread's copy. With read
//     arcs a read has the variable's condition as context.
//   - Lock conditions: a lock consumes the lock condition, an unlock (whose
//     preset is the thread condition alone) produces a new one. synchronized
//     (monitorenter/exit, reentrant entries local), Object.wait (an unlock;
//     the wakeup is a lock) and ReentrantLock: the AQS state CAS that takes
//     a free lock is the lock, the holder's write of state 0 the unlock; the
//     rest of java.util.concurrent.locks (queue, park/unpark) is local.
//   - Thread end is a write of the thread's "#alive" pseudo-variable; a join
//     is a read of it once the thread has ended (the joiner's release of the
//     thread object's monitor); CAS is a write; notify is a write of
//     the object's "#notify"; LockSupport's park and unpark called by
//     the program (not by java.util.concurrent's classes, where they are
//     local) are writes of the parked thread's "#permit", a park's event
//     being its return, offered only right after an unpark on the
//     permit's chain unless the park has a deadline (park.go).
//   - A wait's wake-up is offered only after a notify that chose the
//     waiter, or a notifyAll, since its wait: the wait set replayed along
//     the lock's chain (notified, notify.go), unless the wait was timed.
//   - A ReentrantLock's Condition.await is such a wait: its release of
//     the lock an unlock, its re-acquisition a lock offered only after a
//     signal that moved the waiter to the lock's queue (a write of the
//     lock's "#signal", indexed by the waiter) and in that queue's order
//     (cond.go). A thread blocked inside java.util.concurrent.locks
//     checks its interrupt flag and sets its park blocker: local.
//   - Threads are named by their thread object (net.threadFor), not by
//     the VM's ids, which follow the order threads start in each run.
//   - The VM's DestroyJavaVM thread (the shutdown hooks' starter, no
//     Thread.start) begins with joins of the non-daemon threads, which
//     have ended: reads of their "#alive", so its steps follow them.
//   - Symbolic branches (vm.KBranch): an event with the thread condition as
//     its only preset, labelled by site and outcome, storing the outcome's
//     constraint; the other outcomes are possible extensions (dse.go).
//   - A notify with several waiters: after its write, an event like a
//     branch's, labelled by site and the index of the waiter woken; the
//     other waiters are possible extensions (notify.go).
//   - Before the first Thread.start the main thread is alone and its
//     operations other than symbolic branches are not modelled. After it,
//     the VM reports every thread's operations, also those of a thread left
//     running alone (vm.Config.Alone).
//
// Algorithm: Unfold.Explore runs the program, maps each visible operation
// to the event with its label and preset in the current marking
// (CORRESPONDINGEVENT), adds new events and their possible extensions, then
// picks a pending extension as the next target, merges other pending
// extensions one run can also reach (000 §3.9), and runs the schedule of
// their joint causal past: insertion order for regular unfoldings (000
// §3.5), Fig. 5.7 for contextual ones, with the inputs that solve the path
// constraint of that past (an unsatisfiable one drops the targets). After
// the schedule the run keeps the current thread. A bound K on events per
// thread cuts longer runs.
//
// Possible extensions (000 ch. 4) are computed incrementally from the new
// conditions of each added event: when a thread condition's next operation
// becomes known (the thread case, 000 §4.4: a read searches the families of
// its variable and the one copy its thread's last access produced, a write
// the families and their read copies, a lock the lock conditions of
// lockWalk (see below); unlock, start and branch have fixed extensions; the families searched are those
// of famCands: the families form a tree, since each write consumes one, and
// only the subtree below the last family of the thread condition's past,
// without the subtrees of writes that come after it, can be concurrent
// with it; that family is the deepest one among each thread's latest
// access of the variable in the past, lastFam) and when a write, read or unlock
// adds a variable or lock condition (the shared-variable and lock cases,
// 000 §4.5–4.6). For variables, Lemma 5 of 000 restricts the candidates to
// the thread conditions of the events and extensions that consume or read
// the new event's variable preset (siblingThreads), less those with fewer
// events of their thread in their past than the new event has, or whose
// past diverges from its (lockCut: offer would reject every preset
// holding the new condition; tested from columns of the consumers'
// thread conditions, famState.consTC, so that the thread conditions of
// the other branches are not loaded). For locks (000 §4.6,
// lock.go): the lock conditions of a lock form a tree (an acquisition
// consumes one, each unlock that releases it produces one), and the events
// on the lock in a configuration are a chain down it. A thread condition
// wanting the lock gets the conditions below the last acquisition in its
// past, without the subtrees of acquisitions after it or in conflict with
// it (lockWalk, which tests the acquisitions by lockCut from columns of
// their clocks, lockCols); a new unlock's condition goes to the thread conditions
// whose last event on the lock is on the unlock's own chain, the only
// ones that can be concurrent with it (lockWaiters, which tests them by
// lockCut from columns of their clocks: waitList; a lock the main
// thread held before the first start has a second token, and then every
// thread condition that wants the lock is tried). A write's copy sets are
// enumerated depth first with pruning by the co check of the partial set.
// TestFamCandsExact and TestLockCandsExact check that these searches leave
// out only candidates the co check rejects. Candidates are
// first rejected by cheap exact tests (excluded): vector clocks and the
// per-thread latest events of a causal past (precedes, which finds an
// event's predecessor at a given depth of its thread by skew-binary jump
// pointers, and tests the consumers of a condition by a pointer-free
// copy of their threads and depths first) show a condition
// consumed in the thread condition's past, produced on another branch of
// its thread, or produced inside a critical section of a lock the thread
// holds outside its past (lockedAway), or a preset condition's producer
// whose past and the thread condition's hold events on different branches
// of one thread (diverged); then by the co check of 000 §4.7
// (coFast: the union of the causal pasts consumes no condition twice and
// none of the preset; decided without the union for a thread condition
// and one other condition by coPair, and for a write's preset, whole or
// partial, by coWrite: every two of the producers' pasts join, and no
// preset condition is consumed in any of them); contextual candidates also
// need a Fig. 5.7 schedule, which exists without a replay unless both the
// thread condition's past and the other condition's hold a read of a
// condition the other past consumes (ctxQuick, ctxsched.go).
//
// The searches charge their work to the net, which polls the explorer's
// time budget and interrupt every so often and unwinds a search that ran
// out of it (budget.go): --timeout and Ctrl-C hold inside one extension
// step, however long.
//
// Deadlocks (000 §6.3): at the end of the exploration, findDeadlocks
// searches the unfolding for co-sets of thread conditions forming a lock
// cycle (each holds a lock the next wants); the run of such a
// configuration's schedule deadlocks on the VM, which reports it like any
// deadlock, with a trace that weft replay re-runs. A contextual unfolding
// is also searched for blocked states that are the past of no event
// (findBlocked, blocked.go): a thread parked or waiting beside another
// thread's stale read of what it wrote before it blocked.
//
// Merging and the deadlock search test many candidate sets of events for
// being one configuration. For regular unfoldings both do it incrementally
// (cut.go): a quick vector-clock test rejects a candidate whose past forks
// a thread against the set's (diverged, forks); otherwise the candidate's
// past beyond the set is fired on the set's kept marking and taken back
// if it does not join, the same answer as replaying the joint past in
// insertion order (TestMergeCutAgrees, TestDeadlockCutAgrees compare both
// on every merge and chain of suite-B explorations). Contextual ones
// cannot fire in insertion order (it decides between a read and a write
// of its context): the deadlock search replays, and merge (mergeCtx)
// rejects a candidate that consumes a condition the base or a target
// consumes, accepts one none of whose new events reads such a condition
// (no cycle of asymmetric conflicts can form), and schedules the rest
// anew (TestMergeCtxAgrees).
//
// DPORDSE (--strategy dpor-dse) is DPOR with sleep sets plus the same DSE,
// the baseline for programs with inputs, in one execution tree as the
// papers' baseline (seeds/000 §2.3–2.4, Fig. 2.4): a symbolic branch is a
// node of the DPOR tree, and an outcome not taken is a backtrack choice
// whose inputs solve the path constraint up to it (explore.DPOR.Solve);
// each run is one test. weft bench unfold (Bench) explores suite B
// exhaustively with unfold, unfold-ctx and dpor (DPORDSE, exploring on
// past bugs) beside Table 1 of seeds/002 and Table 8.1 of seeds/000.
package unfold
