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
// Rule 1's schedule (every first execution, and every run once its goals
// are fulfilled): the current thread runs on until it blocks or ends
// ("directly appending", Rule 1, L3029-3030; the first path starts from one
// thread, Figure 6.1 line 2, and the walk-through runs Thread1 to the end
// of run(), L4567-4570). When the current thread blocks in Object.wait,
// the run goes on with a thread that can still reach a notify of that wait
// (a WN partner), as Figure 5.21(a) does ("the derivation ... continues on
// T1 until a wait() is encountered. Then, the interleaving is instructed
// to explore T2 to unblock T1", L4040-4044; Strategy.Unblock,
// run.unblocker). Otherwise (the thread ended, or waits in Thread.join or
// for a monitor) the lowest-numbered runnable thread runs: the thesis does
// not say which thread comes next there, nor does it describe JPF's own
// choice. N3 also has the traversal return to the waiter once the
// notifier releases the monitor (L4070-4072); that part is
// Strategy.ResumeWaiter, off, because it stores more states (below).
//
// Reductions: accessibility-based POR (§6.2.1) abandons a fulfilment as
// soon as no thread can reach the target any more, asked of the PEG from
// the thread's current site (branches and calls are resolved by the VM,
// so the question is re-asked after each of them, cached per (thread,
// site, call string, target)); dynamic alias refinement (§6.2.3) accepts
// only a target instance on the trigger's object (and array index).
//
// Reachability is asked as precisely as the PEG allows. The PEG inlines
// every call per abstract thread, so a site has one node per thread and
// call string: a runtime thread is asked about from the nodes of its own
// abstract thread (matched by its Thread object's allocation site; the
// main thread is the analysis's main), and among those from the copies
// whose call string its stack ends with (explore.Explorer.CallSites: the
// program frames, outermost first). Without this a producer waiting in a
// waitHere() that consumers also call "reached" the consumers' removeNow(),
// and a ticker in ringDue() called by close() "reached" tick() again.
// When no copy matches (a callback through the JDK, say) all are asked. A
// thread not yet at any site of the PEG (not begun, or still in the JDK's
// Thread.run before its Runnable) is asked from its abstract thread's
// begin node.
//
// At a bpt's creation (relevant), a pair is dropped when its partner cannot
// be fulfilled on the trigger's variable or cannot come first:
//   - the partner access (keyed by line) never touches the trigger's
//     variable: none of its PEG nodes accesses a field of that name (or an
//     array element, for an array access), or, when the trigger's object
//     was allocated by the program, none of its points-to sets holds an
//     object of that allocation site (model.mayTouch; the check §6.2.3
//     makes at fulfilment, made ahead of time — `head == null ||
//     head.wakeAt > t` is one access on two variables);
//   - its only candidate threads wait in Thread.join() (without a timeout,
//     by the PEG's join node) for the trigger's thread (run.joins): they
//     cannot run before it ends (raxextend's main
//     reads a sensor's counters after its join loop; the analysis pairs
//     that read with every sensor's writes). Prioritized
//
// permutation (§6.1.2, Figure 6.5) serves bpts out of order by Priority
// 6.1 in PRIORITY mode: one fulfilment, no new bpts, then the program is
// finished sequentially. WW pairs come from the notified waits ready on the
// same monitor at run time. Multi-instance targets (threads started in
// loops) are matched by site on any runtime thread; after a fulfilment a
// special bpt pairs the trigger with the target's next instance when the
// thread that performed the target can still reach it (Figure 6.1 line 33
// asks reachability(s, p.target) from s, the target access just appended,
// i.e. from where that thread now is; Figure 6.10's target is a loop in
// one thread). Until 2026-11-22 a special bpt was made whenever any live
// thread could still reach the target (Strategy.SpecialAnyThread): in
// piper every fulfilment of an entry pair then made one, as 15 other
// senders or listeners could still enter, and a chain of them put the
// other threads' entries before the trigger one at a time (78 of piper's
// 329 states were special bpts, 22 of the 29 executed failed at once).
// The other threads' entries are the bpt's pairs' other candidates, and
// recursion at their own bpts orders them (Proposition 1). The change:
// diningphilosopher 64 -> 11 states, RW-exception 184 -> 172, piper 329 ->
// 298, the other 20 cases unchanged, 23/23 found; keeping the special
// bpt's pair to that thread's next instance as well stored 2 more states
// for boundedbuffer (149) and was not kept. A target that is a notified
// wait (a WW pair, or a WM pair at a monitor entry, W3) is derived from the
// ready list, so its special bpt, like the bpt's own pairs of these kinds,
// needs the waiter notified and ready on the trigger's monitor; right after
// the fulfilment it holds the monitor, so none is made
// (Strategy.SpecialStaticNotified asks the PEG instead: in piper 22 such
// bpts, none of whose pairs could be fulfilled). That change: RW-exception
// 172 -> 148 states, boundedbuffer 147 -> 146, piper 298 -> 245, the other
// 20 unchanged, 23/23 found.
//
// That recursion orders the other threads' instances only when they are
// interchangeable with the one that fulfilled the pair. In AG
// (testdata) thread a writes ca in set(c, x), and thread b writes cb and
// then, after thread c's flag, ca with 2 through the same line: with
// thread t's read first, a's write fulfilled t's pair, and b's second
// write, which needs a goal of its own first, never came before the
// read ("exhausted" in 4 of 24 start orders). So when the thread that
// performed the target cannot reach it again but another live thread
// can (Strategy.SpecialOtherThreads, run.otherInstance), a special bpt
// is made: at once if that thread runs other code (other entry methods),
// kept aside until the worklists are empty (Strategy.dormant) if every
// such thread runs the performer's code (philosophers, piper's senders,
// three Writers allocated at three sites), so that "exhausted" does not
// rest on that symmetry. Made at once for every other thread
// (SpecialAnyThread) it cost diningphilosopher 11 -> 64 states,
// RW-exception 151 -> 187, boundedbuffer 147 -> 150, piper 245 -> 329;
// for threads of another allocation site RW-exception 181 (its Writers);
// as kept, suite A's states and bytecodes are unchanged.
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
//     is put off until the worklists are empty (also at a bpt made
//     after the lock set was learned; a bpt with no other pair is kept
//     aside, and stored only then); a trigger holding
//     its own monitor (wait, notify) yields to no operation on it;
//     reentrant entries make no bpt;
//   - Affinity: a pair none of whose candidate threads ever performed the
//     partner access on the trigger's variable is put off until the
//     worklists are empty, also at a bpt made after that was learned
//     (threads bound to their objects; starters exempt);
//   - NestedFirst: the nested monitor entries (an entry made while
//     holding another monitor, paired with an entry) that one execution
//     made are served before its other bpts, the earliest first, so that a
//     lock-order cycle of n threads is built by n-1 fulfilments in a line
//     (account-deadlock: 8 executions instead of >3000);
//   - Portfolio: after PortfolioAfter executions a second search, serving
//     each execution's bpts earliest first, joins; each execution goes to
//     the search that has spent less (states stored plus executions); both
//     start from the first execution's bpts. The thesis's order alone
//     (latest first, L4575, with Priority 6.1 as Figure 6.5; Portfolio
//     off, TestSuiteA with VSCHED_NOPORTFOLIO) does not find boundedbuffer
//     in 20,000 executions (14,018 states) and stores 522 states for
//     RW-exception, 122 for piper, 67 for producerconsumer. Earliest first
//     alone (VSCHED_EARLY with VSCHED_NOPORTFOLIO) finds all 23 since
//     Unblock but stores 1,555 states in all against the portfolio's
//     1,258 (piper 733, reorder 30, clean 18, linkedlist 33; boundedbuffer
//     86, RW-exception 116). So a faithful Priority 6.1 does not make the
//     portfolio unnecessary. After BreadthAfter executions a third
//     search joins, breadth first, counting DeferAfter's tries per
//     context: both depth-first ones can spend any budget below later
//     bpts of a program whose loops make new states in every run, never
//     back at an early bpt (connpool);
//   - PriorityExecs: out-of-order service ends after that many executions,
//     after which the search is plain DFS. New sets none (Figure 6.5 has no
//     limit): since the portfolio, no suite-A bug needs it (before Unblock,
//     alarmclock stored 249 states without it against 330 with a limit of
//     200).
//
// Each operation of the JDK's queued synchronizers (a CountDownLatch's
// await and countDown, a ReentrantLock's lock) is one step
// (vm.Config.AtomicSync): its scheduling point is its first visible
// access (vm.Access.Op), and the AbstractQueuedSynchronizer's own accesses
// are events without points, so they make no backtracking points of the
// call's pairs. That point is the call's access as the analysis has it
// (model.vkey: a countDown's read of the latch's state is the call's
// write of its <state>). latchreuse's fixed variant: 761 executions
// instead of more than 63820 in 15 s (docs/explore.md).
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
// Dynamic pairs (beyond the thesis; dynamic.go): the pairs cover what the
// static analysis sees, and an object that reaches the threads through a
// path it does not model (a field set by reflection), a file, or a thread
// it does not know make races no pair covers. The first execution is
// checked for data races (explore.Races) among the program's accesses,
// its own and those the VM makes in JDK code under its calls; once the
// static pairs' search is exhausted, each race between lines no static
// pair joins becomes a pair of those lines (an access in JDK code is its
// program's call into the JDK, model.vkey), and a run like the first one
// makes the bpts of these pairs alone; the search then goes on as before
// (all pairs, state matching afresh). Reachability of such a line is
// unknown to the PEG: the threads seen performing it can reach it
// (Strategy.dynReach). A fulfilled one shows in the value schedule as
// "race seen in the first execution"; a race never run in the other order
// is still named in a warning. Searched last, they change nothing for a
// program whose bug the static pairs find.
//
// WM pairs follow §5.3.4: at a notified wait taking its monitor back
// (W2), Rule 2 lets another thread's entry go first (barging); at a
// monitor entry (W3) the pair lets a woken waiter go first and exists only
// while such a waiter is ready on that monitor.
//
// A Lock.tryLock is an entry of its lock to the analysis (mhp.Node.TryLock:
// it pairs with the lock's entries, and holds nothing after it). With
// --time free, at a tryLock with a timeout each of its MM pairs is a
// bpt's pair twice: the partner's entry first and the tryLock waiting
// for the release, or (partner.timeout) the tryLock timing out as soon
// as it is offered while the partner's thread holds the lock
// (run.timeOut; the value schedule's pair ends at the "timeout").
//
// The clock (--time free): a read of the clock is a scheduling point
// (vm.Config.ClockPoints) and its program call's read of <clock>
// (static.ClockVar); a time-passes choice at a timed wait's line is
// that wait's write (model.expiry), which run.fulfil takes as a
// partner's access: "time passes → the read" is a goal (ClockSkew). A
// pair whose partner is a JDK call that waits with a timeout
// (model.timedAt: poll(t, unit), tryAcquire) is tried a second time with
// that wait expiring and the call returning before the trigger
// (partner.expire), an MM pair whose partner's thread reaches such a
// wait after its entry (Condition.await(t, unit) under the lock) with
// the thread run on to it and the wait expiring (partner.after,
// run.expireAfter).
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
// runs store none. As JPF counts only new states, a relevant access at a
// state where a bpt was stored before stores nothing new, and the run ends
// there: what can be explored from it is explored from the stored one
// (StateMatching). The state is everything the search from a bpt depends
// on: the VM's canonical hash (frame references named by ObjectID too,
// CanonicalFrames) and the scheduler's state — the trigger's thread, the
// goal stack, the thread to resume, the thread Rule 1 runs on, every live
// thread's position as reachability asks it. The pairs found at one state
// can still differ from visit to visit (lock sets and affinity are learned
// as the search goes), so the pairs stored are kept per state: a bpt at a
// state seen before holds only the pairs not stored there yet, and the run
// ends only when there are none (run.unmatched). Before this, the key
// lacked the Rule-1 thread, the positions and the pairs, and canonical
// frames were off because they had lost four suite-A bugs. On 2026-11-22
// canonical frames lost none with either key (the losses were gone before
// the key changed); they are on, with the key above: alarmclock stores 330
// states with them against 362 without.
//
// Measured against the thesis's VS column (Table 6.2; weft bench explore
// --strategies vsched --timeout 10s, docs/vsched.md). Rule 1's choice at a wait
// (Unblock) took alarmclock from 249 states to 25 (thesis 48): client A
// waits in sleep(), and the ticker, which can reach ring()'s notify, runs
// next instead of client B, so the first execution already pairs tick()'s
// unlocked read of head (Main.java:85) with A's unlink (Main.java:133),
// and a PRIORITY run three executions later serves it; no other case
// moved. ResumeWaiter (N3's return to the waiter, innermost first) stored
// more: producerconsumer 148, blockbarrier 25, clean 13, boundedbuffer
// 160, replicatedworker 61 (a variant that returned only to the latest
// waiter: producerconsumer 137, clean 11, boundedbuffer 161, but
// RW-exception 120, piper 265, raxextend 22, alarmclock 24; not kept).
//
// Five cases stay above the thesis:
//   - producerconsumer (63 vs 30), clean (8 vs 3), RW-deadlock (34 vs 28)
//     and raxextend (23 vs 11): every state is stored by the first
//     execution (the bug is then found by PRIORITY runs, which store none),
//     and each of its bpts has a partner the thesis's rule keeps — another
//     live thread that can statically reach it, not blocked behind the
//     trigger. The thesis too makes a bpt for every dynamic instance of a
//     relevant access, also when an earlier instance on the same line was
//     paired in the same run (Figure 6.11: bpt1 and bpt2 are the two
//     iterations of one write, L5115-5166; Figure 6.12's bpt1 and bpt1.1,
//     L5176-5181), and skips a partner only once it is in the interleaving
//     (L3318-3345, L3426-3431), which reachability does here. A static pair
//     is not fulfilled once for the whole search: each instance is its own
//     ordered pair (L5167-5169; "this ordered concurrent-access-pair has
//     five instances", L5176). The thesis's search stores the first
//     execution's bpts as well: Figure 6.5 (lines 3-4) serves the path
//     while it is at the front of the worklist, and Figure 6.1 line 38
//     puts it back there after every step, so no bpt is served, in order
//     or not, before the first path is complete (TestFirstExecutionFloor;
//     its own Figure 6.4 example is 3 states, TestFigure51). The rule
//     alone, without our dynamic exclusions (a waiter only the trigger's
//     thread can notify, a thread blocked on a monitor it holds or joining
//     it), stores more in the first execution: clean 22, producerconsumer
//     68, raxextend 64, RW-deadlock 34 (benchmarks/RESULTS.md lists the
//     bpts). Our programs run more operations than the thesis's (12 puts
//     and 12 takes; two rounds of clean's handshake; two reads per reader;
//     nine sensors recording twice each); the thesis's sources are not
//     available to compare one for one. Measured and not kept, as it departs from Figure 6.11: one
//     bpt per run for each (thread, trigger line, set of pairs) stores
//     producerconsumer 35, clean 4, raxextend 14, RW-deadlock 19, but
//     alarmclock 1136 and piper still 329, 23/23 found; keyed without the
//     thread it misses diningphilosopher, alarmclock and account-deadlock
//     within the 10 s budget.
//   - piper (245 vs 15; 329 before the special-bpt changes): the bug
//     needs a pair served in a run that a pair of an earlier run made
//     possible, and the states are those of the executions the two
//     searches of the portfolio run before it (31 in the first execution,
//     59 more by the thesis's search, which finds the bug at execution
//     187, 155 by the earliest-first one). In piper no sender ever waits in the first execution (pipers
//     and listeners alternate: each thread runs put() or take() to its
//     end, and the lowest-numbered thread runs next), so no WM pair
//     (barging) exists until an MM pair served in full makes one sender
//     wait; Unblock does not apply, as nobody waits. The first execution
//     alone stores 31 states (TestPiperFirstExecution), each kept by the
//     thesis's rule: every later thread is alive, has not entered the
//     pipe's monitor yet and can reach its entry. So no faithful search
//     stores fewer than 32 on this program; benchmarks/RESULTS.md has the
//     trace.
package vsched
