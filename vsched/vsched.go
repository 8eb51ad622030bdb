package vsched

import (
	"encoding/binary"
	"fmt"
	"math/rand"
	"os"
	"runtime"
	"slices"
	"sort"
	"strings"
	"time"

	"weft/classfile"
	"weft/entry"
	"weft/explore"
	"weft/mhp"
	"weft/static"
	"weft/vm"
)

var debug = os.Getenv("VSCHED_TRACE") != ""

func init() {
	explore.Register("vsched", func(o explore.Options) explore.Strategy {
		s := New()
		s.Seed = o.Seed
		return s
	})
}

// bpt is a backtracking point (§6.1.1): the state before a relevant
// access (restored by replaying Prefix from the initial state), the fulfilment
// stack at that moment, the triggering access and its pending ordered
// pairs partner → trigger.
type bpt struct {
	ID      int
	Prefix  []int
	Goals   []goal
	Trig    vm.Access
	Pairs   []partner
	Sched   []ordered
	Special bool          // made after a fulfilment for the target's next instance
	Held    []vm.ObjectID // monitors the trigger's thread holds
	Wake    bool          // made at a notify's choice of waiter (run.wake)

	// saved is the VM at the bpt, state what the run knew there: an
	// execution from the bpt restores them instead of replaying Prefix.
	saved *explore.Saved
	state *run
	// hoist: the point before the monitor entry that the trigger's
	// thread made under the trigger's call of a JDK method
	// (run.hoistPoint), nil if none.
	hoist *callLock
	// alts: of a bpt hoisted there (run.hoist), the other triggers of
	// the call (goal.Alts).
	alts []vm.Access
	// hw: with hoist, the variables of the trigger's thread's events
	// since that monitor entry (run.callWrites), hwOK if known.
	hw   []variable
	hwOK bool

	dfsNext, prioNext int
	relevance         int
	outOfOrderOnce    bool
	// ctx is the pairs b.Sched fulfilled (Strategy.context); ctxDone
	// says it was computed.
	ctx     string
	ctxDone bool
}

// variable is what an access touches at run time: the object, the field
// and the array index.
type variable struct {
	Obj   vm.ObjectID
	Field string
	Index int
}

func varOf(a vm.Access) variable {
	v := variable{Obj: a.Obj, Field: a.Field}
	if a.Kind == vm.KArrayRead || a.Kind == vm.KArrayWrite {
		v.Index = a.Index
	}
	return v
}

type lockKey struct {
	K key
	V variable
}

// learn records the monitors held by a thread performing access k on v:
// the lock set of (k, v) is the intersection over all runs (objects are
// named stably across re-executions).
func (s *Strategy) learn(k key, v variable, held []vm.ObjectID) {
	lk := lockKey{k, v}
	cur, ok := s.locks[lk]
	if !ok {
		m := map[vm.ObjectID]bool{}
		for _, o := range held {
			m[o] = true
		}
		s.locks[lk] = m
		return
	}
	if len(cur) == 0 {
		return
	}
	in := map[vm.ObjectID]bool{}
	for _, o := range held {
		in[o] = true
	}
	for o := range cur {
		if !in[o] {
			delete(cur, o)
		}
	}
}

// performed records that thread t performed access k on v.
func (s *Strategy) performed(k key, v variable, t int) {
	if s.doersAny[k] == nil {
		s.doersAny[k] = map[int]bool{}
	}
	s.doersAny[k][t] = true
	lk := lockKey{k, v}
	if s.doers[lk] == nil {
		s.doers[lk] = map[int]bool{}
	}
	s.doers[lk][t] = true
}

func (s *Strategy) performedBy(k key, v variable, t int) bool { return s.doers[lockKey{k, v}][t] }

// blocked reports whether pair q of b cannot be fulfilled because, by the
// static lock analysis (model.guarded), its partner access needs a monitor
// the trigger's thread holds. What earlier runs learned only puts a pair
// off (unlikely).
func (s *Strategy) blocked(b *bpt, q partner) bool {
	for _, o := range b.Held {
		if s.m.guarded(q.K, o) {
			return true
		}
	}
	return false
}

// unlikely reports whether what earlier runs learned makes pair q of b
// unlikely to be fulfilled: none of its candidates performed the partner
// access on the trigger's variable (Affinity), or the partner was always
// seen under a monitor the trigger's thread holds. Run-time evidence is
// not proof (a thread may touch another node of a linked structure in
// another order), so such a pair is put off, not dropped.
func (s *Strategy) unlikely(b *bpt, q partner) bool {
	if s.Affinity && !s.affine(q.K, varOf(b.Trig), q.cands) {
		return true
	}
	if s.blockedBehind(b, q) {
		return true
	}
	for _, o := range b.Held {
		if s.needs(q.K, varOf(b.Trig), o) {
			return true
		}
	}
	return false
}

// blockKey is what a run learned when a pair's goal was given up with
// its candidates blocked on a monitor the trigger's thread held
// (run.learnBlocked): thread U, from where it was at the bpt, ran into
// monitor Mon on its way to partner K.
type blockKey struct {
	U    int
	From position
	K    key
	Mon  vm.ObjectID
}

// blockedBehind reports whether every candidate of pair q of b, from
// where it is at b, was found blocked on the way to q's partner by a
// monitor that the trigger's thread holds at b (Strategy.blockedFrom):
// the pair's run would end the same way. What a run learned is
// evidence, not proof (the candidate's way may depend on other
// threads), so such a pair is put off, not dropped.
func (s *Strategy) blockedBehind(b *bpt, q partner) bool {
	if len(s.blockedFrom) == 0 || b.state == nil || len(q.cands) == 0 || len(b.Held) == 0 {
		return false
	}
	for _, u := range q.cands {
		from := b.state.where(u)
		hit := false
		for _, o := range b.Held {
			if s.blockedFrom[blockKey{U: u, From: from, K: q.K, Mon: o}] {
				hit = true
				break
			}
		}
		if !hit {
			return false
		}
	}
	return true
}

// affine is the Affinity check: some candidate performed k on v before,
// or may perform k for the first time (it never performed k on any
// variable: it may be the starter of the thread that will).
func (s *Strategy) affine(k key, v variable, cands []int) bool {
	ds := s.doers[lockKey{k, v}]
	if len(ds) == 0 || len(cands) == 0 {
		return true
	}
	for _, u := range cands {
		if ds[u] || !s.doersAny[k][u] {
			return true
		}
	}
	return false
}

// needs reports whether access k on v was always seen under monitor o.
func (s *Strategy) needs(k key, v variable, o vm.ObjectID) bool {
	return s.locks[lockKey{k, v}][o]
}

// Strategy is the value-schedule strategy.
type Strategy struct {
	// DeferAfter, if positive (New sets 20), puts off a pair whose
	// trigger and partner keys (the PEG's access sites) were tried that
	// many times and never fulfilled: it is served once the worklist is
	// empty, first put off first. Such a pair's partner is typically a
	// pool worker parked for a task, or a polling thread, that the
	// accessibility check sees reaching the partner access but that
	// never does before only the triggers can run; each try runs the
	// program to its end (mailbox's actor handler against the other
	// worker, 1907 of 5920 executions in 60 s). Nothing is dropped: only
	// the order changes. The depth-first searches count a pair's tries
	// across all its bpts; the breadth-first one (BreadthAfter) per
	// context, the pairs served before the bpt: a pair that can only be
	// fulfilled once another is served (connpool's second client at the
	// connection's monitor, which it reaches only once the reaper has
	// taken the first client's lease back) is not put off there for its
	// tries where it could not. Counted per context in the depth-first
	// searches too, mailbox took 8290 executions instead of 2497.
	DeferAfter int
	pairTries  map[triesKey][2]int // per trigger and partner key in a context: tries, fulfilments
	pairIDs    map[[2]key]int      // the pairs of the contexts, numbered
	// blockedFrom: where candidates were found blocked behind the
	// trigger's monitor on their way to a partner (run.learnBlocked,
	// blockedBehind).
	blockedFrom map[blockKey]bool
	// hoisted: the bpts hoisted before a JDK call's monitor entry, by
	// partner and point (run.hoist).
	hoisted map[hoistKey]bool
	// hoistMemo: of a hoisted bpt, what the try that made it saw
	// (run.memoBlocked, knownBlocked).
	hoistMemo map[hoistKey]*hoistMemo
	// SkipKnownBlocked (New sets it) does not try a pair of a bpt made
	// under a JDK call's monitor whose try would repeat, step for step,
	// the one that made its hoisted bpt from another bpt of the same call
	// (knownBlocked): its candidate blocks again on that monitor, and the
	// try hoists nothing new. KnownBlocked counts them.
	SkipKnownBlocked bool
	KnownBlocked     int64
	deferred         []deferredPair
	// dormant: the bpts all of whose pairs were unlikely when they were
	// made (run.canFulfil), kept aside without a snapshot until the
	// worklists and the pairs put off are exhausted (wakeDormant).
	dormant []*bpt
	// Prioritize enables prioritized permutation (§6.1.2); New sets it.
	Prioritize bool
	// PriorityExecs, if positive, ends prioritization after that many
	// executions (out-of-order service keeps many bpts alive). New sets
	// none, as the thesis: with the portfolio, RW-exception no longer
	// needs the limit (and before Unblock alarmclock needed 249 states
	// without it against 330 with 200).
	PriorityExecs int64
	execs         int64
	// Affinity (a heuristic beyond the thesis; New sets it) expects an
	// access on a variable to be performed by the threads that performed
	// it in earlier runs: a pair none of whose candidate threads ever did
	// is put off until the worklists are empty (Strategy.unlikely, and
	// at a bpt made later run.canFulfil). Threads bound to their objects at construction (a
	// philosopher's forks, a teller's accounts) make most spurious
	// multi-instance pairs go this way.
	Affinity bool
	// EarliestFirst puts the bpts of one execution on the worklist so that
	// the earliest is served first (the thesis serves the latest first).
	EarliestFirst bool
	// StrictPriority serves a bpt out of order only when its relevance
	// is above the front's: among equal relevances the order stays DFS.
	StrictPriority bool
	// NestedFirst (a heuristic beyond the thesis; New sets it) serves the
	// nested monitor entries an execution made before its other bpts,
	// the earliest first: lock-order cycles are built one fulfilment at a
	// time along them.
	NestedFirst bool
	// Portfolio (New sets it) runs two searches over the bpts in turns: one
	// serves each execution's bpts latest first (the thesis's DFS), the
	// other earliest first; each execution goes to the search that has
	// spent less (states stored plus executions run). They share the first
	// execution's bpts (stored once) and what is learned at run time, and
	// the search ends at the first bug either finds. Some bugs need the
	// latest bpts of an execution served first (piper: 122 states against
	// 733 earliest first), others the earliest (boundedbuffer: not found
	// latest first in 20,000 executions; RW-exception: 522 states against
	// 116); the two in turns cost at most twice the better one.
	Portfolio bool
	// PortfolioAfter is the number of executions the thesis's search
	// makes alone before the other one joins (New sets 20): small
	// programs need no second order.
	PortfolioAfter int
	other          search // the search not taking this turn
	// BreadthAfter, if positive (New sets 3000), is the number of
	// executions after which a third search joins the portfolio, with
	// the cost of the cheaper of the two: it serves the bpts breadth
	// first (an execution's bpts after every bpt already on its
	// worklist, the earliest of them first, without prioritized
	// permutation), starting from the first execution's, and counts the
	// tries of DeferAfter per context. Both depth-first searches can
	// spend any budget below later bpts when the program's loops (a
	// client's retries, a reaper's passes) give each run new states, and
	// never come back to an early bpt whose pair, served in the
	// prioritized phase (whose runs store no bpts), opens the way to
	// the bug (connpool: TestBreadthConnpool).
	BreadthAfter int64
	breadth      bool   // this turn's search is the breadth-first one
	third        search // the portfolio's third search, once it has joined
	thirdJoined  bool
	// RandomAfter, if positive (New sets 300), is the number of
	// executions of the value-schedule searches after which PCT runs
	// (explore.NewPCTRun: random thread priorities and RandomDepth-1
	// random change points, from a generator seeded with Seed) join the
	// portfolio, with RandomShare (New sets 0.5) times the searches'
	// work since then (bytecodes, and execWork per execution: a PCT run
	// starts from the initial state). In the larger programs the
	// clients' retries, a reaper's passes, a crawler's fetch loop give
	// every later bpt new states below it, and a bug that needs two or three preemptions at
	// the right points stays far from the searches (connpool: 4650
	// executions; crawler: none in 30 s), where a few PCT runs find it.
	// 300 is above every suite-A program's executions (boundedbuffer's
	// 251), so that small programs are explored as before. A PCT run
	// makes no bpt and serves no pair: the bug it finds has no value
	// schedule and replays as any other, and the searches alone make
	// "exhausted" (the end of their worklists ends the exploration).
	RandomAfter int64
	RandomShare float64
	RandomDepth int
	Seed        int64
	rng         *rand.Rand
	pctSteps    int64  // the longest PCT run's scheduling points (PCT's k)
	randomExecs int64  // PCT runs so far
	randomWork  int64  // their work (execWork)
	joinWork    int64  // the searches' work when the PCT runs joined (-1: not yet)
	randomBug   bool   // the bug was found by a PCT run
	firstWork   []*bpt // the first execution's bpts, earliest last
	states      int64  // bpts stored by this turn's search
	// FinishBlocked (New sets it): when only the triggers of the goal
	// stack can run, the goals are given up and the run is finished
	// without new bpts instead of abandoned: every other thread waits,
	// and the triggers running on may wait too (boundedbuffer's lost
	// notification).
	FinishBlocked bool
	// Unblock (New sets it): when Rule 1's thread blocks in Object.wait,
	// the run goes on with a thread that can reach a notify of that wait
	// (Figure 5.21(a), run.unblocker), not simply the lowest-numbered
	// runnable thread.
	Unblock bool
	// ResumeWaiter (with Unblock; off): once notified and able to take its
	// monitor back, the waiter runs again before the notifier goes on
	// (N3), innermost waiter first. Measured worse (doc.go).
	ResumeWaiter bool
	// Snapshots (New sets it): bpts keep the VM's snapshot (and what the
	// run knew) at their point, and executions from them restore it
	// instead of replaying their decision prefix from the initial state.
	Snapshots bool
	// StateMatching (New sets it): a relevant access at a VM state where a
	// backtracking point with the same scheduler state and pairs was
	// stored before makes no new one, and the run ends there (see
	// run.unmatched).
	StateMatching bool
	// CanonicalFrames (New sets it) makes the state hash of StateMatching
	// name references in thread frames by ObjectID too
	// (explore.Explorer.CanonicalFrames), so that more states match.
	CanonicalFrames bool
	// SpecialAnyThread makes a special bpt (Figure 6.1 lines 33-35) after
	// a fulfilment whenever any live thread other than the trigger's can
	// still reach the target (as vsched did before 2026-11-22). Off
	// (New): only when the thread that performed the target can reach it
	// again — line 33 asks reachability(s, p.target) from s, the target
	// access just appended, i.e. from where that thread now is.
	SpecialAnyThread bool
	// SpecialOtherThreads (New sets it): after a fulfilment whose
	// thread cannot perform the target again, a special bpt when another
	// thread can (run.otherInstance), kept aside until the worklists are
	// empty when every such thread is of the performer's abstract thread.
	SpecialOtherThreads bool
	// SpecialStaticNotified makes a special bpt whose target is a notified
	// wait (WW, WM at an entry) when its thread can statically reach that
	// wait again. Off (New): only when it is notified and ready on the
	// trigger's monitor, as for the bpt's own pairs (woken, WW).
	SpecialStaticNotified bool
	// SerialAnalysis runs the static analysis before the VM boots, in
	// the exploration's goroutine, as vsched did before 2026-11-28; off
	// (New), the two run side by side (startAnalysis). The explorations
	// are the same.
	SerialAnalysis bool
	seen           map[uint64]map[pairSig]bool // pairs stored per state (run.unmatched)

	m           *model
	pending     *analysis // the static analysis, until awaitModel
	analysisErr error
	locks       map[lockKey]map[vm.ObjectID]bool
	doers       map[lockKey]map[int]bool
	doersAny    map[key]map[int]bool
	work        []*bpt // the worklist of this turn's search; the front is the end of the slice
	nextID      int
	last        *run
	failing     *run
	// unforeseen are the data races of the first execution between
	// program lines the static analysis made no pair of (unforeseenRaces),
	// found from firstEvents, its events, when the static pairs' search
	// is exhausted (startDynamic) or, if it is not, when the search ends
	// without a bug.
	unforeseen  []explore.Race
	firstEvents []vm.Event
	// dynStarted: the search of the dynamic pairs, the unforeseen races
	// made pairs once the static pairs' search is exhausted, has begun
	// (startDynamic); dynRerun: the next execution replays the first one
	// to make their backtracking points; reversed holds the (first,
	// second) accesses of the races whose order a fulfilment reversed.
	dynStarted bool
	dynRerun   bool
	reversed   map[[2]key]bool
	stats      explore.PairStats
	BptCount   int64 // backtracking points created
	// Pruned counts the pairs dropped without an execution.
	Pruned int64
	// Record keeps a description of every bpt created in Created.
	Record  bool
	Created []string
	// Abandoned counts the interleavings abandoned, by reason.
	Abandoned map[string]int
}

// triesKey is what Strategy.DeferAfter counts tries by: a pair's
// trigger and partner keys and its bpt's context.
type triesKey struct {
	pair [2]key
	ctx  string
}

// triesKey is the key DeferAfter counts q's tries from b by: in the
// breadth-first search, b's context; in the two depth-first ones, none.
func (s *Strategy) triesKey(b *bpt, q partner) triesKey {
	k := triesKey{pair: [2]key{s.m.vkey(b.Trig), q.K}}
	if s.breadth {
		k.ctx = s.context(b)
	}
	return k
}

// context is b's context for DeferAfter: the pairs its value schedule
// fulfilled, as their numbers in pairIDs, sorted, each once.
func (s *Strategy) context(b *bpt) string {
	if b.ctxDone {
		return b.ctx
	}
	b.ctxDone = true
	if len(b.Sched) == 0 {
		return ""
	}
	if s.pairIDs == nil {
		s.pairIDs = map[[2]key]int{}
	}
	ids := make([]int, 0, len(b.Sched))
	for _, o := range b.Sched {
		k := [2]key{s.m.vkey(o.Second), s.m.vkey(o.First)}
		id, ok := s.pairIDs[k]
		if !ok {
			id = len(s.pairIDs)
			s.pairIDs[k] = id
		}
		ids = append(ids, id)
	}
	slices.Sort(ids)
	ids = slices.Compact(ids)
	var buf []byte
	for _, id := range ids {
		buf = binary.AppendUvarint(buf, uint64(id))
	}
	b.ctx = string(buf)
	return b.ctx
}

// deferredPair is a pair put off (Strategy.DeferAfter), with its bpt.
type deferredPair struct {
	b    *bpt
	q    partner
	prio bool
}

// New returns the strategy with prioritization on.
func New() *Strategy {
	return &Strategy{Unblock: true, Prioritize: true, Affinity: true, NestedFirst: true, Portfolio: true, PortfolioAfter: 20, BreadthAfter: 3000, RandomAfter: 300, RandomShare: 0.5, RandomDepth: 3, Seed: 1, DeferAfter: 20, FinishBlocked: true, SkipKnownBlocked: true, StateMatching: true, CanonicalFrames: true, Snapshots: true, SpecialOtherThreads: true}
}

// Name implements explore.Strategy.
func (*Strategy) Name() string { return "vsched" }

// CoversInitOrder implements explore.InitOrderCoverer: what vsched calls
// exhausted is the value schedules of the static analysis's pairs, which
// no order of the class initializations adds to or takes from; it does
// not claim to have run every interleaving.
func (*Strategy) CoversInitOrder() bool { return true }

// ChoosesTime implements explore.TimeChooser: with --time free its
// default choices still let timed waits end in virtual time, and time
// passes for a thread in a timed wait where a goal's target can be
// reached only by it (run.fulfil), for a wait(ms) that fulfils a WM pair
// (run.woken), and for a tryLock with a timeout that fulfils a timeout
// pair (partner.timeout, run.timeOut).
func (*Strategy) ChoosesTime() bool { return true }

// CoversEnd implements explore.EndCoverer: what vsched calls exhausted is the value schedules of its pairs (as for CoversInitOrder).
func (*Strategy) CoversEnd() bool { return true }

// analysis is the static analysis running in a goroutine of its own
// (startAnalysis) while the VM boots.
type analysis struct {
	done chan struct{} // closed when it has finished
	m    *model
	err  error
	// wall and cpu are its wall time and the CPU time of the thread it
	// ran on (0 where threadCPU cannot tell).
	wall, cpu time.Duration
}

// startAnalysis starts the static analysis, the ranked pairs of package
// mhp and their model, beside the first execution: it reads the program's
// classes and nothing of the VM's, which meanwhile boots (java.base's
// classes, System's initialization) up to main; the first scheduling
// point waits for the model (awaitModel). The exploration's wall time is
// then about max(boot, analysis) instead of their sum. The class path is
// shared (classfile.ClassPath is safe for concurrent use): each class is
// read and parsed once for both.
func (s *Strategy) startAnalysis(x *explore.Explorer) error {
	p := x.Program
	if err := p.Open(); err != nil {
		return err
	}
	cp := p.Classes()
	opt := static.Options{MainClass: classfile.InternalName(p.Main)}
	if p.Entry != nil {
		opt.Calls = entry.Roots(p.Entry) // the entry plan is the root thread
	}
	a := &analysis{done: make(chan struct{})}
	s.pending, s.analysisErr = a, nil
	if s.SerialAnalysis {
		a.run(cp, opt)
	} else {
		go a.run(cp, opt)
	}
	s.seen = map[uint64]map[pairSig]bool{}
	s.locks = map[lockKey]map[vm.ObjectID]bool{}
	s.doers = map[lockKey]map[int]bool{}
	s.doersAny = map[key]map[int]bool{}
	return nil
}

// run analyzes the program on cp and closes a.done.
func (a *analysis) run(cp *classfile.ClassPath, opt static.Options) {
	defer close(a.done)
	// Locked to its thread, whose CPU time is then the analysis's.
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	began, cpu0 := time.Now(), threadCPU()
	rep, err := mhp.RunFrom(static.NewProgram(cp), opt, mhp.Config{Mode: mhp.Precise, Filters: mhp.AllFilters})
	if err != nil {
		a.err = fmt.Errorf("vsched: static analysis: %w", err)
	} else {
		a.m = newModel(rep)
	}
	a.wall, a.cpu = time.Since(began), max(threadCPU()-cpu0, 0)
}

// awaitModel waits for the analysis startAnalysis started, if it has not
// been waited for yet, and counts its time. It returns the analysis's
// error.
func (s *Strategy) awaitModel(x *explore.Explorer) error {
	if a := s.pending; a != nil {
		<-a.done
		s.pending = nil
		x.AddStatic(a.wall, a.cpu)
		s.m, s.analysisErr = a.m, a.err
	}
	return s.analysisErr
}

func (s *Strategy) addBpt(r *run, trig vm.Access, ps []partner, special bool) *bpt {
	b := s.newBpt(r, trig, ps, special)
	if s.Snapshots {
		b.state = r.clone()
		if len(r.toSave) == 0 {
			r.x.SaveHere(func(sv *explore.Saved) {
				for _, b := range r.toSave {
					b.saved = sv
				}
				r.toSave = nil
			})
		}
		r.toSave = append(r.toSave, b)
	}
	s.work = append(s.work, b)
	s.BptCount++
	s.states++
	if s.Record {
		s.record(b)
	}
	r.x.AddStates(1)
	if debug {
		fmt.Fprintf(os.Stderr, "    +bpt %d goals %d T%d %s %s obj %v held %v special=%v:", b.ID, len(b.Goals), trig.Thread, vmOp(trig.Kind), trig.Pos, trig.Obj, b.Held, special)
		for _, q := range ps {
			fmt.Fprintf(os.Stderr, " [%s %s cands %v]", q.Kind, q.Pos, q.cands)
		}
		fmt.Fprintln(os.Stderr)
	}
	return b
}

// newBpt makes a bpt at the run's current point, neither stored nor
// counted: restored by replaying its prefix.
func (s *Strategy) newBpt(r *run, trig vm.Access, ps []partner, special bool) *bpt {
	s.nextID++
	b := &bpt{ID: s.nextID, Prefix: append([]int(nil), r.decisions...), Goals: append([]goal(nil), r.goals...),
		Trig: trig, Pairs: ps, Sched: append([]ordered(nil), r.sched...), Special: special,
		Held: r.held(trig.Thread, vm.ObjectID{})}
	for _, q := range ps {
		b.relevance = max(b.relevance, relevance(q.Kind))
	}
	return b
}

// wakeDormant stores the first dormant bpt (all of whose pairs were unlikely
// when it was made, run.canFulfil) once the worklists and the pairs put
// off are exhausted: it counts as a state now, and its pairs are served
// as put off, restored by replaying its prefix.
func (s *Strategy) wakeDormant(x *explore.Explorer) {
	b := s.dormant[0]
	s.dormant = s.dormant[1:]
	s.BptCount++
	s.states++
	x.AddStates(1)
	if s.Record {
		s.record(b)
	}
	for _, q := range b.Pairs {
		s.deferred = append(s.deferred, deferredPair{b, q, false})
	}
}

// record adds b to Created.
func (s *Strategy) record(b *bpt) {
	d := fmt.Sprintf("T%d %s %s:", b.Trig.Thread, vmOp(b.Trig.Kind), b.Trig.Pos)
	if b.Special {
		d = "special " + d
	}
	for _, q := range b.Pairs {
		d += fmt.Sprintf(" %s %s;", q.Kind, q.Pos)
	}
	s.Created = append(s.Created, d)
}

// prioritize is Figure 6.5: the bpt of highest relevance that has not yet
// been served out of order, else the front. It reports whether the item is
// served out of order (PRIORITY mode).
func (s *Strategy) prioritize() (*bpt, bool) {
	// A bpt both searches share may have been used up by the other one.
	for len(s.work) > 0 && s.work[len(s.work)-1].dfsNext >= len(s.work[len(s.work)-1].Pairs) {
		s.work = s.work[:len(s.work)-1]
	}
	if len(s.work) == 0 {
		return nil, false
	}
	front := s.work[len(s.work)-1]
	if !s.Prioritize || s.breadth || (s.PriorityExecs > 0 && s.execs > s.PriorityExecs) {
		return front, false
	}
	var item *bpt
	for i := len(s.work) - 1; i >= 0; i-- {
		b := s.work[i]
		if b.outOfOrderOnce || b.prioNext >= len(b.Pairs) || b.dfsNext >= len(b.Pairs) {
			continue
		}
		if item == nil || b.relevance > item.relevance {
			item = b
		}
	}
	if item == nil || item == front {
		return front, false
	}
	if s.StrictPriority && item.relevance <= front.relevance {
		return front, false
	}
	return item, true
}

// take issues b's next pair: out of order (PRIORITY mode) its next pair
// not yet served so, setting OutofOrderOnce at the last one; in order its
// next pair, dropping b from the worklist after the last.
func (s *Strategy) take(b *bpt, prio bool) partner {
	if prio {
		q := b.Pairs[b.prioNext]
		b.prioNext++
		if b.prioNext == len(b.Pairs) {
			b.outOfOrderOnce = true
		}
		return q
	}
	q := b.Pairs[b.dfsNext]
	b.dfsNext++
	b.prioNext = max(b.prioNext, b.dfsNext)
	if b.dfsNext == len(b.Pairs) {
		s.work = s.work[:len(s.work)-1]
	}
	return q
}

// Explore implements explore.Strategy: the incremental search of Figure
// 6.1 over backtracking points, with stateless restore.
func (s *Strategy) Explore(x *explore.Explorer) (*explore.Execution, error) {
	if s.CanonicalFrames {
		x.CanonicalFrames = true
	}
	x.NotifyChoice = true // run.wake
	x.AtomicSync = true
	x.ClockPoints = true // with --time free, a read of the clock is a trigger of its <clock> pairs
	if err := s.startAnalysis(x); err != nil {
		return nil, err
	}
	if s.SerialAnalysis {
		if err := s.awaitModel(x); err != nil {
			return nil, err
		}
	}
	s.work = nil
	s.deferred, s.pairTries, s.pairIDs, s.blockedFrom, s.hoisted, s.hoistMemo = nil, nil, nil, nil, nil, nil
	s.breadth, s.thirdJoined, s.third, s.firstWork = false, false, search{}, nil
	s.unforeseen, s.firstEvents = nil, nil
	s.dynStarted, s.dynRerun, s.reversed = false, false, nil
	// PCT's first k is 100.
	s.rng, s.pctSteps, s.randomExecs, s.randomWork, s.joinWork, s.randomBug = nil, 100, 0, 0, -1, false
	exec, err := s.execute(x, nil, nil, false)
	// Its first scheduling point waited for the analysis; a run without
	// one did not. An error of the analysis is reported before the VM's,
	// as when the analysis ran first.
	if aerr := s.awaitModel(x); aerr != nil {
		return nil, aerr
	}
	if err == nil && exec.Bug == nil {
		// Kept for Annotate: checked only if no bug is found (most
		// explorations find one, and need not pay for the check).
		s.firstEvents = append(s.firstEvents, explore.EventsWithInits(exec)...)
	}
	if s.Portfolio {
		// The other search starts from the same bpts (the same stored
		// states), in the other order.
		// Shared, not copied: a pair either search serves is served; and
		// charged to neither.
		s.states = 0
		o := search{earliest: !s.EarliestFirst}
		for i := len(s.work) - 1; i >= 0; i-- {
			o.work = append(o.work, s.work[i])
		}
		s.other = o
		// A copy: the other search pops its worklist and appends to it
		// in place, and the third starts from these bpts.
		s.firstWork = slices.Clone(o.work)
	}
	turns := 0
	for {
		if err != nil {
			s.countUntried()
			return nil, err
		}
		if exec.Bug != nil {
			return exec, nil
		}
		// Done with it: a later execution appends to its storage (unless
		// a bpt's saved point shares it).
		x.Recycle(exec)
		// The value-schedule searches' executions.
		vs := x.Counters.Executions - s.randomExecs
		if s.RandomAfter > 0 && vs >= s.RandomAfter {
			work := x.Counters.Bytecodes + execWork*x.Counters.Executions - s.randomWork
			if s.joinWork < 0 {
				s.joinWork = work
			}
			if float64(s.randomWork) <= s.RandomShare*float64(work-s.joinWork) {
				exec, err = s.randomRun(x)
				continue
			}
		}
		if s.Portfolio && turns >= s.PortfolioAfter && s.other.cost() < s.cost() {
			s.swap()
		}
		if s.Portfolio && s.BreadthAfter > 0 {
			if !s.thirdJoined && vs >= s.BreadthAfter {
				s.thirdJoined = true
				s.third = search{work: append([]*bpt(nil), s.firstWork...), breadth: true, execs: min(s.cost(), s.other.cost())}
			}
			if s.thirdJoined && s.third.cost() < s.cost() {
				s.swapThird()
			}
		}
		turns++
		b, prio := s.prioritize()
		if b == nil && s.Portfolio && len(s.other.work) > 0 {
			s.swap()
			b, prio = s.prioritize()
		}
		if b == nil && s.thirdJoined && len(s.third.work) > 0 {
			s.swapThird()
			b, prio = s.prioritize()
		}
		var q partner
		late := false
		switch {
		case b == nil && len(s.deferred) > 0:
			// The worklists are empty: the pairs put off, first put
			// off first.
			d := s.deferred[0]
			s.deferred = s.deferred[1:]
			b, q, prio, late = d.b, d.q, d.prio, true
		case b == nil && len(s.dormant) > 0:
			s.wakeDormant(x)
			continue
		case b == nil && s.startDynamic():
			// The static pairs are exhausted, but the first execution
			// had races they do not cover: search those as pairs too,
			// from a run like the first one.
			s.dynRerun = true
			exec, err = s.execute(x, nil, nil, false)
			s.dynRerun = false
			continue
		case b == nil:
			return nil, nil
		default:
			q = s.take(b, prio)
			if s.DeferAfter > 0 {
				if t := s.pairTries[s.triesKey(b, q)]; t[0] >= s.DeferAfter && t[1] == 0 {
					s.deferred = append(s.deferred, deferredPair{b, q, prio})
					continue
				}
			}
		}
		if debug {
			fmt.Fprintf(os.Stderr, "  held %v var %+v locks %v\n", b.Held, varOf(b.Trig), s.locks[lockKey{q.K, varOf(b.Trig)}])
		}
		if !b.Wake && s.blocked(b, q) {
			s.stats.Infeasible++
			s.Pruned++
			continue
		}
		if !b.Wake && !late && s.unlikely(b, q) {
			s.deferred = append(s.deferred, deferredPair{b, q, prio})
			continue
		}
		if s.knownBlocked(b, q) {
			// Counted as the try it stands for (DeferAfter).
			if s.pairTries == nil {
				s.pairTries = map[triesKey][2]int{}
			}
			k := s.triesKey(b, q)
			t := s.pairTries[k]
			t[0]++
			s.pairTries[k] = t
			s.stats.Infeasible++
			s.Pruned++
			s.KnownBlocked++
			if debug {
				fmt.Fprintf(os.Stderr, "  known blocked: bpt %d pair %s\n", b.ID, q)
			}
			continue
		}
		exec, err = s.execute(x, b, &q, prio)
	}
}

// randomRun is a PCT run of the portfolio (RandomAfter): from the
// initial state, with no goal and no bpt.
func (s *Strategy) randomRun(x *explore.Explorer) (*explore.Execution, error) {
	if s.rng == nil {
		s.rng = rand.New(rand.NewSource(s.Seed))
	}
	d := s.RandomDepth
	if d <= 0 {
		d = 3
	}
	sch := explore.NewPCTRun(x, s.rng, d, s.pctSteps)
	s.randomExecs++
	codes := x.Counters.Bytecodes
	exec, err := x.Execute(sch)
	s.randomWork += x.Counters.Bytecodes - codes + execWork
	if err != nil {
		return nil, err
	}
	s.pctSteps = max(s.pctSteps, sch.Steps())
	if debug {
		fmt.Fprintf(os.Stderr, "exec %d: PCT run %d, %d steps, bug %v\n", x.Counters.Executions, s.randomExecs, sch.Steps(), exec.Bug != nil)
	}
	if exec.Bug != nil {
		s.failing, s.randomBug = nil, true
	}
	return exec, nil
}

// execWork is what the work of an execution (RandomShare) counts beside
// its bytecodes: starting it (a restore or a boot), about as long as
// 10000 bytecodes (sessions' fixed variant: 2605 executions from bpts
// of 775 bytecodes each in 2.2 s; PCT runs of 44000 bytecodes took 3.9
// ms each).
const execWork = 10000

func (s *Strategy) execute(x *explore.Explorer, b *bpt, q *partner, prio bool) (*explore.Execution, error) {
	s.execs++
	n0 := len(s.work)
	defer s.order(n0)
	r := newRun(s, x, b, q, prio)
	s.last = r
	var exec *explore.Execution
	var err error
	if b != nil && b.saved != nil {
		exec, err = x.ExecuteFrom(b.saved, r)
	} else {
		exec, err = x.Execute(r)
	}
	if err != nil {
		return nil, err
	}
	if debug && b != nil {
		fmt.Fprintf(os.Stderr, "exec %d (early=%v): bpt %d special=%v T%d %s %s@%d prio=%v pair %s: fulfilled %d cut %q bpts now %d\n", x.Counters.Executions, s.EarliestFirst, b.ID, b.Special, b.Trig.Thread, vmOp(b.Trig.Kind), b.Trig.Pos, b.Trig.Site.PC, prio, q, r.fulfilled, exec.Cut, len(s.work))
	}
	if exec.Cut != "" {
		if s.Abandoned == nil {
			s.Abandoned = map[string]int{}
		}
		s.Abandoned[exec.Cut]++
	}
	if q != nil {
		if s.pairTries == nil {
			s.pairTries = map[triesKey][2]int{}
		}
		k := s.triesKey(b, *q)
		t := s.pairTries[k]
		t[0]++
		if r.fulfilled > 0 {
			t[1]++
		}
		s.pairTries[k] = t
		if r.fulfilled > 0 {
			s.stats.Fulfilled++
		} else {
			s.stats.Infeasible++
		}
	}
	if exec.Bug != nil {
		s.failing = r
	}
	return exec, nil
}

// nested reports whether b is a nested monitor entry: its trigger enters a
// monitor while holding another one, and some pair yields it to another
// entry (a step of a lock-order cycle).
func nested(b *bpt) bool {
	if b.Trig.Kind != vm.KLock || len(b.Held) == 0 {
		return false
	}
	for _, q := range b.Pairs {
		if q.K.Op == opEntry {
			return true
		}
	}
	return false
}

// first reorders the bpts w made by one execution so that those pred holds
// for (nested monitor entries) are served first, the earliest of them first: each
// fulfilment makes the partner hold the monitor the trigger waits for, and
// the partner's own nested entry, made next, continues the cycle (a ring of
// n threads needs n-1 such steps in one line, which latest-first service
// reaches only after exhausting every later bpt).
func (s *Strategy) first(w []*bpt, pred func(*bpt) bool) {
	var rest, nest []*bpt
	for _, b := range w {
		if pred(b) {
			nest = append(nest, b)
		} else {
			rest = append(rest, b)
		}
	}
	if len(nest) == 0 {
		return
	}
	sort.Slice(nest, func(i, j int) bool { return nest[i].ID > nest[j].ID })
	copy(w[copy(w, rest):], nest)
}

// countUntried counts the pairs not tried when the search stops early:
// those left on the bpts of both searches' worklists and those put off
// (DeferAfter), which were taken off their bpts.
func (s *Strategy) countUntried() {
	s.stats.Untried += len(s.deferred)
	for _, b := range s.dormant {
		s.stats.Untried += len(b.Pairs)
	}
	seen := map[*bpt]bool{}
	for _, b := range append(append(append([]*bpt(nil), s.work...), s.other.work...), s.third.work...) {
		if !seen[b] && b.dfsNext < len(b.Pairs) {
			seen[b] = true
			s.stats.Untried += len(b.Pairs) - b.dfsNext
		}
	}
}

// search is the state of one search of the portfolio.
type search struct {
	work     []*bpt
	earliest bool
	breadth  bool
	execs    int64
	states   int64 // bpts stored by its executions
}

// cost is what a search has spent: the states it stored and the
// executions it ran. The turn goes to the cheaper one.
func (c search) cost() int64 { return c.states + c.execs }

func (s *Strategy) cost() int64 { return s.states + s.execs }

// swap gives the turn to the other search of the portfolio.
func (s *Strategy) swap() {
	cur := search{work: s.work, earliest: s.EarliestFirst, breadth: s.breadth, execs: s.execs, states: s.states}
	s.work, s.EarliestFirst, s.breadth, s.execs, s.states = s.other.work, s.other.earliest, s.other.breadth, s.other.execs, s.other.states
	s.other = cur
}

// order puts the bpts an execution stored (s.work from n0 on, in the
// order they were made) where this turn's search serves them: the latest
// first (on top of the worklist, which is served from its end), the
// earliest first (EarliestFirst), the nested monitor entries first
// (NestedFirst), or, in the breadth-first search, below every bpt
// already there, the earliest nearest them.
func (s *Strategy) order(n0 int) {
	w := s.work[n0:]
	if s.breadth {
		nw := make([]*bpt, 0, len(s.work))
		for i := len(w) - 1; i >= 0; i-- {
			nw = append(nw, w[i])
		}
		s.work = append(nw, s.work[:n0]...)
		return
	}
	if s.EarliestFirst {
		for i, j := 0, len(w)-1; i < j; i, j = i+1, j-1 {
			w[i], w[j] = w[j], w[i]
		}
	}
	if s.NestedFirst {
		s.first(w, nested)
	}
}

// swapThird gives the turn to the breadth-first search.
func (s *Strategy) swapThird() {
	cur := search{work: s.work, earliest: s.EarliestFirst, breadth: s.breadth, execs: s.execs, states: s.states}
	s.work, s.EarliestFirst, s.breadth, s.execs, s.states = s.third.work, s.third.earliest, s.third.breadth, s.third.execs, s.third.states
	s.third = cur
}

// Annotate implements explore.Annotator: the value schedule that exposed
// the bug, or the pair counts.
func (s *Strategy) Annotate(r *explore.Report, failing *explore.Execution) {
	if failing != nil && failing.Bug != nil && s.failing != nil {
		for _, o := range s.failing.sched {
			r.ValueSchedule = append(r.ValueSchedule, o.export())
		}
		return
	}
	if failing != nil && failing.Bug != nil && s.randomBug {
		// A PCT run (RandomAfter) found it: no value schedule.
		r.Notes = append(r.Notes, fmt.Sprintf("found by one of the random-priority (PCT) runs that join vsched's searches after %d executions (seed %d), not by a value schedule: no ordered access pairs to show; the trace replays it", s.RandomAfter, s.Seed))
		return
	}
	st := s.stats
	r.Pairs = &st
	if s.firstEvents != nil {
		s.unforeseen, s.firstEvents = s.unforeseenRaces(s.firstEvents), nil
	}
	left := s.unforeseen
	if s.dynStarted {
		left = s.unreversed()
	}
	if len(left) == 0 {
		return
	}
	// The pairs searched do not cover these races: "exhausted" would
	// claim more than was covered.
	r.Complete = false
	a, b := left[0].A, left[0].B
	eg := fmt.Sprintf("e.g. %s %s in %s by thread %d and %s %s in %s by thread %d",
		vmOp(a.Kind), a.Pos, methodName(a.User), a.Thread, vmOp(b.Kind), b.Pos, methodName(b.User), b.Thread)
	n := explore.Plural(int64(len(s.unforeseen)), "data race")
	if !s.dynStarted {
		// The search ended (a budget) before it searched them.
		r.Warnings = append(r.Warnings, fmt.Sprintf("the first execution had %s that the static analysis made no pair of, and vsched's search ended before trying the pairs made of %s "+
			"(%s: a thread start or a hand-over the analysis does not model); dfs, dpor and unfold explore every interleaving", n, them(len(left)), eg))
		return
	}
	r.Warnings = append(r.Warnings, fmt.Sprintf("the first execution had %s that the static analysis made no pair of; vsched searched them as pairs, "+
		"but no execution ran the second access of %d of them before the first (%s: a thread start or a hand-over the analysis does not model); "+
		"dfs, dpor and unfold explore every interleaving", n, len(left), eg))
}

func them(n int) string {
	if n == 1 {
		return "it"
	}
	return "them"
}

// methodName is "pkg.Class.method".
func methodName(s classfile.Site) string {
	m := s.Method
	if i := strings.IndexByte(m, '('); i >= 0 {
		m = m[:i]
	}
	return classfile.DottedName(s.Class) + "." + m
}

// unforeseenRaces returns the data races among the program's own
// accesses in an execution's events (explore.Races) that no pair of the
// static analysis covers: the lines of neither access are partners of
// the other's. Such a race means the analysis missed a thread or an
// ordering (a ForkJoinTask forked, tasks handed over by a library call it
// does not summarize as a start), and vsched's search, led by the pairs,
// cannot claim to have covered the program.
func (s *Strategy) unforeseenRaces(evs []vm.Event) []explore.Race {
	races := explore.Races(evs, func(a *vm.Access) bool {
		// The program's accesses, its own and those the VM makes in JDK
		// code under its calls (HashMap.putVal's under counts.put), and
		// any thread's operations on a file (the analysis makes no
		// pairs of files).
		return a.User != (classfile.Site{}) && !static.IsJDK(a.User.Class) || a.HasObj && a.Obj.IsFile()
	})
	var out []explore.Race
	for _, r := range races {
		ka, kb := s.m.vkey(r.A), s.m.vkey(r.B)
		covered := false
		for _, q := range s.m.partners[ka] {
			covered = covered || q.K == kb
		}
		for _, q := range s.m.partners[kb] {
			covered = covered || q.K == ka
		}
		if !covered {
			out = append(out, r)
		}
	}
	return out
}
