package unfold

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"weft/classfile"
	"weft/vm"
)

// opKind is the kind of an unfolding event.
type opKind uint8

const (
	opRead   opKind = iota + 1 // read of a shared variable
	opWrite                    // write of a shared variable (also CAS, thread end)
	opLock                     // lock acquire (monitorenter, wakeup after wait)
	opUnlock                   // lock release (monitorexit, wait)
	opStart                    // thread creation (Thread.start)
	opBranch                   // symbolic branch (hook: the VM has no symbolic values yet)
)

func (k opKind) String() string {
	return [...]string{"?", "read", "write", "lock", "unlock", "start", "branch"}[k]
}

// vkey names a shared variable or a lock: the object's stable identity
// (allocating thread, site, counter) plus the field, or the array index;
// statics have no object and a qualified field name. Pseudo-fields
// "#alive" (thread end / join), "#notify" and "#permit" model the
// thread-object operations.
type vkey struct {
	obj    vm.ObjectID
	hasObj bool
	field  string
	index  int
}

func (k vkey) String() string {
	if !k.hasObj {
		return k.field
	}
	if k.field == "" {
		return fmt.Sprintf("%v[%d]", k.obj, k.index)
	}
	return fmt.Sprintf("%v.%s", k.obj, k.field)
}

// op is what a thread does next from a thread condition. Its variable or
// lock is the key index k (net.keyOf, interned once where the scheduler
// builds the op): ops compare and hash as a few integers, and the net's
// tables per key are slices indexed by k. net.keyAt names the key.
type op struct {
	kind  opKind
	wake  bool  // a lock taken back after a wait (needs a notification); an unlock: a wait's release
	timed bool  // wake: the wait had a timeout (it may end without a notification)
	reset bool  // a write of a thread's "#permit" or "#alive" by its start (park.go, life.go): no permit, not ended
	peek  bool  // a read of a thread's "#alive" by the program's isAlive or getState, not a join's (life.go)
	alts  int32 // symbolic branch: the number of outcomes
	k     int32 // the net's index of the variable or lock (net.keyOf); for a branch, of its site and outcome (branchKey)
}

type condKind uint8

const (
	cThread condKind = iota
	cVar             // a shared-variable condition produced by a write (or initial)
	cCopy            // a per-thread copy of a variable (place replication)
	cLock
)

// cond is a condition of the unfolding. Conditions are most of the net's
// memory (on locking(4), 200k of them), which the collector marks in every
// cycle: the fields only thread conditions or families need are in
// separate structs (tcond, famState), and variables are key indexes.
type cond struct {
	id        int
	kind      condKind
	famCopy   bool   // a copy produced by the write itself (not by a read)
	k         int32  // variable and lock conditions and copies: the key's index (net.keyOf, net.keyAt)
	thread    int    // thread conditions and copies
	startedBy int32  // thread conditions: creating event id or -1
	fdepth    int32  // families: the writes of the variable in their causal past (0: initial)
	tpos      int32  // pos, but for startedBy (set by newCond)
	prod      *event // nil: initial
	fam       *cond  // copies: the write condition they descend from

	cons   []*event // events that consume it (inserted)
	consAt []tclock // the threads and depths of the consumers, each once (consumedBefore, consumerIn)
	vs     *vside   // variable and lock conditions with readers or pending extensions, nil before

	cstamp int    // coFast: consumed in the union being checked
	cby    *event // coFast: by this event

	*tcond           // thread conditions only (nil for the others)
	fs     *famState // cVar in the replicated model, once it has copies
}

// vside holds a variable or lock condition's readers and pending
// extensions, which most conditions do not have (locking(5)'s first
// 20000 tests: 57199 of 1.95M conditions), out of cond to keep it small.
type vside struct {
	readers []*event  // contextual reads (inserted)
	vpend   []*event  // pending extensions with this condition in their variable or lock preset or context (may hold inserted ones: siblingThreads drops them)
	vruns   *pendRuns // a long vpend's runs (siblingThreads), nil for a short one
}

// readers returns c's contextual reads.
func (c *cond) readers() []*event {
	if c.vs == nil {
		return nil
	}
	return c.vs.readers
}

// vpend returns c's pending extensions (vside.vpend).
func (c *cond) vpend() []*event {
	if c.vs == nil {
		return nil
	}
	return c.vs.vpend
}

// side returns c's vside, made on first use.
func (c *cond) side() *vside {
	if c.vs == nil {
		c.vs = &vside{}
	}
	return c.vs
}

// tcond holds what only a thread condition has.
type tcond struct {
	pend     []*event   // pending extensions with this thread condition
	next     *op        // the thread's next operation, once known
	alts     []*vm.Expr // the constraints of the outcomes of the symbolic branch next
	wantIdx  int32      // the index in net.wants of the key of next
	terminal bool       // thread condition after the thread's end
}

// famState holds what only a family (a variable condition) has (but
// for sibCols' columns, which read copies have too, and lockCols', which
// lock conditions have): its
// copies in the replicated model, and the vector clocks of its consumers
// and of its read copies' producers column by column, so that the
// searches (liveFams, extendWrite) scan those lists without following a
// pointer per entry (they reject most entries on one clock entry).
type famState struct {
	copies []*cond     // the family copies, by ascending thread
	reads  []readGroup // the read-produced copies of the family, by ascending thread
	consBy []consGroup // the consumers by thread, threads in ascending order
	// consTC holds cons[i]'s thread condition at i with what lockCut
	// asks of it, readTC the same of the readers (nil: none yet), for
	// siblingThreads, which tests the consumers and readers of other
	// threads from these columns (sibCols; waitList.thread is the
	// consumer's thread). Families keep the consumers' up to date
	// (addCons); the others, and a read copy's (whose famState holds only
	// these), are brought up to date when siblingThreads scans them.
	consTC waitList
	readTC *waitList
	// lockCons: a lock condition's acquisitions' clocks and latest
	// events, for lockWalk (lockCols; a lock condition's famState holds
	// only these), nil before
	lockCons *evCols
}

// sibCols returns c's famState with the columns of its consumers and
// readers (consTC, readTC) up to date, made on first use.
func (c *cond) sibCols() *famState {
	fs := c.famSt()
	for _, x := range c.cons[len(fs.consTC.tcs):] {
		fs.consTC.add(x.tpre)
	}
	if len(c.readers()) > 0 && fs.readTC == nil {
		fs.readTC = &waitList{}
	}
	if fs.readTC != nil {
		for _, x := range c.readers()[len(fs.readTC.tcs):] {
			fs.readTC.add(x.tpre)
		}
	}
	return fs
}

// consGroup holds the consumers of one thread of a family, in insertion
// order, and their clocks.
type consGroup struct {
	thread int
	cons   []*event
	vc     clockCols // vc.col(t)[i] is cons[i]'s clock entry of thread t
	post   []*cond   // post[i] is the family the write cons[i] produced (nil: not a write)
	held   heldCols  // the locks cons[i] holds
	idx    *heldIdx  // consumers by lock set (liveFams), nil before
}

// heldCols holds the lock sets of a list of events column by column: n[i]
// is how many locks event i holds, k[0][i] and k[1][i] the first two (-1:
// none).
type heldCols struct {
	n []int32
	k [2][]int32
}

// add appends the lock set h of a new event.
func (hc *heldCols) add(h []int32) {
	hc.n = append(hc.n, int32(len(h)))
	for j := range hc.k {
		k := int32(-1)
		if j < len(h) {
			k = h[j]
		}
		hc.k[j] = append(hc.k[j], k)
	}
}

// shares is sharesLock(h, event i's locks); all returns event i's lock
// set, asked only when it has more than two.
func (hc *heldCols) shares(i int, h []int32, all func() []int32) bool {
	switch n := hc.n[i]; {
	case n == 0:
		return false
	case n <= 2:
		for _, k := range h {
			if k == hc.k[0][i] || k == hc.k[1][i] {
				return true
			}
		}
		return false
	default:
		return sharesLock(h, all())
	}
}

// readGroup holds the read-produced copies of one thread of a family, in
// insertion order, and the clocks of their producers and the locks they
// hold.
type readGroup struct {
	thread int
	copies []*cond
	prod   []*event  // copies[i].prod, so that a scan compares producers without loading the copies
	vc     clockCols // vc.col(t)[i] is copies[i].prod's clock entry of thread t
	held   heldCols  // the locks copies[i].prod holds
	idx    *heldIdx  // copies by lock set (groupCands), nil before
}

// depth is copies[i].prod's depth (its clock entry of g's thread).
func (g *readGroup) depth(i int) int32 { return g.vc.at(g.thread, i) }

// lockedAway is lockedAway(tc, copies[i]) for a thread condition tc of
// another thread than g's that holds the locks h (tc.held(), not empty),
// from the columns: neither the copy nor its producer is loaded (the
// producer only if it holds more than two locks).
func (g *readGroup) lockedAway(i int, tc *cond, h []int32) bool {
	p := g.prod[i]
	return g.held.shares(i, h, func() []int32 { return p.held }) &&
		!precedesAt(p, g.thread, g.depth(i), tc.prod)
}

// groupOf returns the group of thread t in *gs, which is kept by
// ascending thread, inserting empty (t's empty group) where it belongs if
// there is none.
func groupOf[G any](gs *[]G, t int, thread func(*G) int, empty G) *G {
	i := 0
	for i < len(*gs) && thread(&(*gs)[i]) < t {
		i++
	}
	if i == len(*gs) || thread(&(*gs)[i]) != t {
		*gs = slices.Insert(*gs, i, empty)
	}
	return &(*gs)[i]
}

// famSt returns family c's famState, made on first use.
func (c *cond) famSt() *famState {
	if c.fs == nil {
		c.fs = &famState{}
	}
	return c.fs
}

// addRead adds the read-produced copy c (its producer inserted) to family
// f's read copies, after those of its thread.
func (f *cond) addRead(c *cond) {
	fs := f.famSt()
	g := groupOf(&fs.reads, c.thread, func(g *readGroup) int { return g.thread }, readGroup{thread: c.thread})
	g.copies = append(g.copies, c)
	g.prod = append(g.prod, c.prod)
	g.vc.add(c.prod.vc)
	g.held.add(c.prod.held)
}

// clockCols holds the vector clocks of a list of events column by column:
// col(t)[i] is the clock entry of thread t of the list's event i (0 when
// its clock has no entry t, or there is no column t).
type clockCols = columns[int32]

// columns is a table of n rows kept column by column in one array:
// column t is data[t*stride:][:n] (stride: the rows there is room for).
// One array per list instead of one per column: most lists are short
// (a family's consumers of one thread, a thread condition's waiters),
// and a column of its own per thread cost them a slice header and an
// allocation each (locking(5)'s first 20000 tests allocated 269 MB of
// clock columns, most of the unfolding's live memory after the events
// and conditions).
type columns[T any] struct {
	n, stride int32
	data      []T
}

// ncols is the number of columns (those of the longest row added).
func (cc *columns[T]) ncols() int {
	if cc.stride == 0 {
		return 0
	}
	return len(cc.data) / int(cc.stride)
}

// add appends a row (missing entries are T's zero value).
func (cc *columns[T]) add(row []T) {
	nc := cc.ncols()
	if cc.n == cc.stride || len(row) > nc {
		stride := cc.stride
		if cc.n == stride {
			stride = max(2*stride, 1)
		}
		w := max(nc, len(row))
		data := make([]T, w*int(stride))
		for t := range nc {
			copy(data[t*int(stride):], cc.data[t*int(cc.stride):t*int(cc.stride)+int(cc.n)])
		}
		cc.data, cc.stride, nc = data, stride, w
	}
	for t := range nc {
		var v T
		if t < len(row) {
			v = row[t]
		}
		cc.data[t*int(cc.stride)+int(cc.n)] = v
	}
	cc.n++
}

// col returns column t (nil: there is no column t, every entry is T's
// zero value).
func (cc *columns[T]) col(t int) []T {
	if t < 0 || t >= cc.ncols() {
		return nil
	}
	s := t * int(cc.stride)
	return cc.data[s : s+int(cc.n) : s+int(cc.n)]
}

// at is column t's entry j (t < ncols, j < n).
func (cc *columns[T]) at(t, j int) T { return cc.data[t*int(cc.stride)+j] }

// copies returns family c's copies by ascending thread.
func (c *cond) copies() []*cond {
	if c.fs == nil {
		return nil
	}
	return c.fs.copies
}

// readGroups returns the read-produced copies of family c by thread,
// threads in ascending order.
func (c *cond) readGroups() []readGroup {
	if c.fs == nil {
		return nil
	}
	return c.fs.reads
}

// tclock is an inserted event's thread and depth (its own clock entry).
type tclock struct{ t, k int32 }

// addCons records the inserted event e as a consumer of c.
func (c *cond) addCons(e *event) {
	c.cons = append(c.cons, e)
	// A condition has many consumers (on other branches) at few
	// positions: on updater1's first 3000 tests, families had 283 on
	// average where consumedBefore looked, at 0.5 positions per call
	// that the clock test let through.
	if a := (tclock{int32(e.thread), e.depth}); !slices.Contains(c.consAt, a) {
		c.consAt = append(c.consAt, a)
	}
	if c.kind == cVar {
		fs := c.famSt()
		fs.consTC.add(e.tpre)
		g := groupOf(&fs.consBy, e.thread, func(g *consGroup) int { return g.thread }, consGroup{thread: e.thread})
		g.cons = append(g.cons, e)
		g.vc.add(e.vc)
		g.post = append(g.post, nil) // setPost
		g.held.add(e.held)
	}
}

// setPost records in family f's consumer columns the family its new
// consumer w, a write, produced (insert makes it after addCons).
func (f *cond) setPost(w *event) {
	if f.fs == nil {
		return
	}
	for gi := range f.fs.consBy {
		if g := &f.fs.consBy[gi]; g.thread == w.thread && len(g.cons) > 0 && g.cons[len(g.cons)-1] == w {
			g.post[len(g.post)-1] = w.vpost
		}
	}
}

// event is an event of the unfolding, or a pending possible extension
// (id < 0).
type event struct {
	id      int
	thread  int
	op      op
	tpre    *cond   // the thread condition
	vpre    []*cond // variable or lock preset: rep write: [family, read copies by thread…]; lock: [lock cond]
	ctx     *cond   // contextual read: the variable condition read
	tpost   *cond
	vpost   *cond // rep read: new copy; write: new family; unlock: new lock condition
	child   *cond // start: the child's first thread condition
	stamp   int
	target  bool // tried as a target
	dropped bool // a pending extension given up (no longer in tpre.pend)

	constraint *vm.Expr // symbolic branch: the constraint of its outcome

	// vc counts, per thread, the thread's events in the causal past
	// (including e): a vector clock.
	vc []int32
	// held are the locks the thread holds after e (lock events of
	// synchronized, wait/wakeup and ReentrantLock).
	held []int32
	// last is, per thread, the latest event of that thread in e's causal
	// past (e itself for its own thread).
	last []*event
	// depth is e's position in its thread (vc[thread]; 0 while pending),
	// jump an earlier event of its thread (nil for the thread's first):
	// the skew-binary jump pointers of Myers' "An applicative random-access
	// stack" (1983), with which atDepth finds an event's predecessor at
	// any depth in a logarithmic number of steps (precedes).
	depth int32
	jump  *event

	*lockSide // lock and unlock events (nil for the others)
}

// lockSide holds what only lock and unlock events have, out of event to
// keep it small (an event of 224 bytes instead of 256).
type lockSide struct {
	// Lock events: the unlock events that release this acquisition (in
	// insertion order; more than one on different branches of the
	// thread). Unlock events: acq is the acquisition they release (nil
	// for an orphan: a lock taken before the unfolding starts).
	rel []*event
	acq *event
	// Lock and unlock events: the thread conditions that want the lock
	// and whose causal past has this event as its last event on the lock
	// (lockWalk).
	waiters *waitList
}

func (e *event) String() string {
	return fmt.Sprintf("e%d[t%d %v k%d]", e.id, e.thread, e.op.kind, e.op.k)
}

// samePreset reports whether e and f have the same label and preset.
func samePreset(e, f *event) bool {
	if e.op != f.op || e.tpre != f.tpre || e.ctx != f.ctx || len(e.vpre) != len(f.vpre) {
		return false
	}
	for i := range e.vpre {
		if e.vpre[i] != f.vpre[i] {
			return false
		}
	}
	return true
}

// net is the unfolding under construction.
type net struct {
	ctx    bool // contextual (read arcs) instead of place replication
	events []*event
	nconds int
	stamp  int

	initThread map[int]*cond
	started    map[vm.ObjectID][]*cond // child thread conditions per thread object
	objThread  map[vm.ObjectID]int     // thread object → the model's thread id (threadFor)
	joinSites  map[classfile.Site]bool // joinEntry's answers by the program's site
	anonThread map[int]int             // VM thread id of a thread without a begin (main) → the model's id
	nthreads   int                     // the model's thread ids given so far
	// unnotified holds the wake-ups not offered for want of a notify
	// that chose the waiter (notified), by thread and lock condition (the
	// true: some notify after the wait would have admitted it); a run
	// set a thread's interrupt flag (interrupted), which wakes a waiter
	// without a notify, or made a timed wait (timedWaits).
	unnotified  map[[2]*cond]bool
	interrupted bool
	timedWaits  bool
	// unsignaled holds the timed re-acquisitions of a Condition's await
	// left out for want of a signal (notified), by thread and lock
	// condition; deadlineAwait: a run's timed await ended without a
	// signal or an interrupt (by its deadline).
	unsignaled    map[[2]*cond]bool
	deadlineAwait bool
	// localChecks: a run made an interrupt check local (blockLocal);
	// blockerRead: a run read a thread's park blocker, whose writes are
	// local.
	localChecks, blockerRead bool
	// blockerReads: the program calls LockSupport.getBlocker, so the
	// park blockers its own parks write, and its reads of them, are
	// events (blockerEvent).
	blockerReads bool
	// unpermitted holds the parks' returns not offered for want of the
	// permit (permitted, park.go), by thread and permit condition; lsCalls tells by site whether the
	// program's instruction there calls LockSupport (scheduler.direct).
	unpermitted map[[2]*cond]bool
	lsCalls     map[classfile.Site]bool
	// startPermits: the program calls LockSupport.unpark, so a start
	// writes the started thread's permit first (startReset, park.go).
	startPermits bool
	// lifeChecks: the program calls Thread.getState or isAlive, so a
	// start writes the started thread's "#alive" first and the
	// program's checks read it (life.go).
	lifeChecks bool
	// stateChecks: the program calls Thread.getState, which sees a
	// thread blocked too: a park, wait or sleep of a started thread
	// writes its "#alive" first (blockWrite, life.go).
	stateChecks bool
	// threadMons: the thread objects whose monitor the program's own
	// operations lock (a lock of the model): their thread's end holds it
	// (endOps, life.go).
	threadMons map[vm.ObjectID]bool
	// plainEnds: the thread objects whose thread's end a run unfolded
	// as the lone write of "#alive" (not in threadMons then); learnt: a
	// run learnt one of them for threadMons, so the unfolding has both
	// forms of that end and is made again (Explore's restart, life.go).
	plainEnds map[vm.ObjectID]bool
	learnt    bool
	// heldFirst are the locks main holds at the first Thread.start,
	// learnt from orphan unlocks (heldAtStart, life.go).
	heldFirst []vkey
	chainBuf  []*event // notified's chain
	waitBuf2  []int    // notified's wait set
	// blockers are the thread conditions where a run parked a thread
	// and those after a wait's release among the first blockScanned
	// events (findBlocked).
	blockers     []*cond
	blockScanned int
	parked       map[*cond]bool // the thread conditions of blockers where a run parked
	onExt        func(*event)   // a new possible extension
	dl           *deadlockIndex // findDeadlocks' wait-for graph

	// The tables per variable or lock, indexed by key index (keyOf
	// grows them all as it interns a key).
	keys        map[vkey]int32 // key indexes (keyOf)
	keyCache    [keyCacheSize]keyCacheSlot
	keyList     []vkey      // the keys by index (keyList[0] is unused)
	jdkKeys     []int8      // jdkKey's answers by key index: 0 not known yet, 1 the JDK's, 2 the program's
	initVar     []*cond     // the initial variable condition (varInit)
	initLock    []*cond     // the initial lock condition (lockInit)
	fams        [][]*cond   // write conditions per variable, initial first
	readCopies  [][]*cond   // read-produced copies per variable (replicated)
	lockConds   [][]*cond   // lock conditions per lock
	wants       [][]*cond   // thread conditions whose next operation touches the key
	lockRoots   [][]*cond   // lock conditions no acquisition leads to: the initial one, orphan unlocks'
	lockOrphan  []bool      // the lock has an orphan unlock (two tokens: no single lock chain)
	orphans     int         // the locks with an orphan unlock
	rootWaiters []*waitList // thread conditions that want the lock and have no event on it in their past

	tmp, ptmp event    // offer's candidate, coPartial's partial preset
	pbuf      []*cond  // coPartial's preset
	coBuf     []*event // co's union of causal pasts
	pastBuf   []*event // past's stack
	liveBuf   []*cond  // famLive's result (valid until its next call)
	famStack  []*cond  // liveFams' stack
	startsBuf []int    // extendWrite's groups
	waitBuf   []*cond  // lockWaiters' result (valid until its next call)
	candBuf   []*cond  // extendWrite's copies
	gkeptBuf  []int32  // groupCands' kept copies
	sibBuf    []*cond  // siblingThreads' result
	keptBuf   []int32  // waitList.kept's result
	acqBuf    []int32  // lockWalk's stack of acquisitions to visit

	spareMarks []*marking // markings to reuse (newMarking, freeMarking)
	xsBuf      []*event   // coWrite's producers

	// Slabs the conditions and events are taken from (newCond, newEvent):
	// they live as long as the net, so one allocation of many costs the
	// allocator and the collector less than one each.
	condSlab  slab[cond]
	tcondSlab slab[tcond]
	evSlab    slab[event]

	// The budget inside the searches (budget.go): expired, if set,
	// is polled every pollEvery units of work.
	expired        func() error
	work, nextPoll int64
}

func newNet(ctx bool) *net {
	n := &net{ctx: ctx, initThread: map[int]*cond{}, started: map[vm.ObjectID][]*cond{}, objThread: map[vm.ObjectID]int{},
		anonThread: map[int]int{}, keys: map[vkey]int32{}}
	n.addKey(vkey{}) // index 0: no key
	return n
}

// keyOf returns the index of variable or lock v (from 1), interning it:
// ops carry it (op.k), so nothing after the scheduler hashes or compares
// keys.
//
// A small direct-mapped cache in front of the map, indexed by the key's
// integers and string lengths, answers most look-ups with one comparison
// instead of hashing the key's strings.
func (n *net) keyOf(v vkey) int32 {
	slot := &n.keyCache[v.cacheSlot()]
	if slot.k != 0 && slot.v == v {
		return slot.k
	}
	k, ok := n.keys[v]
	if !ok {
		k = n.addKey(v)
		n.keys[v] = k
	}
	*slot = keyCacheSlot{v, k}
	return k
}

const keyCacheSize = 256 // a power of 2

type keyCacheSlot struct {
	v vkey
	k int32 // 0: empty
}

// cacheSlot is v's slot in net.keyCache: a mix of what is cheap to read.
func (v *vkey) cacheSlot() int {
	h := uint(v.obj.Seq)*0x9e3779b1 ^ uint(v.obj.Site.PC)*0x85ebca77 ^ uint(v.index)*0xc2b2ae3d ^
		uint(len(v.field))*0x27d4eb2f ^ uint(len(v.obj.Site.Class))*0x165667b1 ^ uint(len(v.obj.Site.Method))*0xd3a2646c ^
		uint(len(v.obj.Thread))*0xfd7046c5
	if v.field != "" {
		h ^= uint(v.field[len(v.field)-1]) * 0xb55a4f09
	}
	h ^= h >> 15
	return int(h & (keyCacheSize - 1))
}

// addKey appends v to the keys and a slot for it to every table by key.
func (n *net) addKey(v vkey) int32 {
	n.keyList = append(n.keyList, v)
	n.initVar = append(n.initVar, nil)
	n.initLock = append(n.initLock, nil)
	n.fams = append(n.fams, nil)
	n.readCopies = append(n.readCopies, nil)
	n.lockConds = append(n.lockConds, nil)
	n.wants = append(n.wants, nil)
	n.lockRoots = append(n.lockRoots, nil)
	n.lockOrphan = append(n.lockOrphan, false)
	n.rootWaiters = append(n.rootWaiters, nil)
	return int32(len(n.keyList) - 1)
}

// isAlive reports whether key k is a thread's "#alive" (its end, which
// a join reads).
func (n *net) isAlive(k int32) bool { return n.keyList[k].field == "#alive" }

// setOrphan records that lock k has an orphan unlock.
func (n *net) setOrphan(k int32) {
	if !n.lockOrphan[k] {
		n.lockOrphan[k] = true
		n.orphans++
	}
}

func (n *net) newCond(kind condKind, t int, k int32, prod *event) *cond {
	n.nconds++
	c := n.condSlab.next()
	*c = cond{id: n.nconds, kind: kind, thread: t, k: k, prod: prod, startedBy: -1}
	if prod != nil && prod.thread == t {
		c.tpos = prod.clock(t) // prod is inserted: its clock does not change
	}
	if kind == cThread {
		c.tcond = n.tcondSlab.next()
	}
	return c
}

// slabSize is the number of conditions or events per slab.
const slabSize = 128

// slab hands out the zero values of a T taken from arrays of slabSize.
type slab[T any] []T

// next returns a zero T of the slab.
func (s *slab[T]) next() *T {
	if len(*s) == 0 {
		*s = make([]T, slabSize)
	}
	x := &(*s)[0]
	*s = (*s)[1:]
	return x
}

// newEvent returns a new event, a copy of e.
func (n *net) newEvent(e *event) *event {
	f := n.evSlab.next()
	*f = *e
	return f
}

// keyAt names the key of index k (keyOf's inverse).
func (n *net) keyAt(k int32) vkey { return n.keyList[k] }

// branchKey is the key of outcome dir of the symbolic branch whose key
// (of any outcome) is k: a branch's label is its site and outcome.
func (n *net) branchKey(k int32, dir int) int32 {
	v := n.keyList[k]
	if v.index == dir {
		return k
	}
	v.index = dir
	return n.keyOf(v)
}

// threadFor returns the model's id of the thread of thread object obj,
// given the first time it begins. The VM numbers threads in the order
// they start, which differs between runs where two threads start others
// concurrently (WrongWaiter: the client starts the watchdog while main
// starts the server, so either is thread 2 or 3). The model's thread ids
// go by the thread object, a stable identity, so a thread has one id in
// every run; the scheduler translates (scheduler.model). Before, the
// model took the VM's id of a thread's first run, so one id could name
// two threads, and a run scheduled for a target ran the other thread.
func (n *net) threadFor(obj vm.ObjectID) int { return threadID(n, n.objThread, obj) }

// threadAnon is threadFor for a thread without a thread object's begin
// (the main thread), by its VM id.
func (n *net) threadAnon(vt int) int { return threadID(n, n.anonThread, vt) }

// threadID returns the model's thread id of k in ids, given now if it
// has none.
func threadID[K comparable](n *net, ids map[K]int, k K) int {
	if t, ok := ids[k]; ok {
		return t
	}
	t := n.nthreads
	n.nthreads++
	ids[k] = t
	return t
}

func (n *net) threadInit(t int) *cond {
	c := n.initThread[t]
	if c == nil {
		c = n.newCond(cThread, t, 0, nil)
		n.initThread[t] = c
	}
	return c
}

// varInit returns the initial condition of variable k.
func (n *net) varInit(k int32) *cond {
	c := n.initVar[k]
	if c == nil {
		c = n.newCond(cVar, -1, k, nil)
		n.initVar[k] = c
		n.fams[k] = append(n.fams[k], c)
	}
	return c
}

// lockInit returns the initial condition of lock k.
func (n *net) lockInit(k int32) *cond {
	c := n.initLock[k]
	if c == nil {
		c = n.newCond(cLock, -1, k, nil)
		n.initLock[k] = c
		n.lockConds[k] = append(n.lockConds[k], c)
		n.lockRoots[k] = append(n.lockRoots[k], c)
	}
	return c
}

// famCopyOf returns the copy of family f for thread t (replicated model).
func (n *net) famCopyOf(f *cond, t int) *cond {
	cs := f.famSt().copies
	i := 0
	for i < len(cs) && cs[i].thread < t {
		i++
	}
	if i < len(cs) && cs[i].thread == t {
		return cs[i]
	}
	c := n.newCond(cCopy, t, f.k, f.prod)
	c.fam, c.famCopy = f, true
	f.fs.copies = slices.Insert(cs, i, c)
	return c
}

// preset returns every condition e consumes or reads explicitly (for
// the causal past).
func (e *event) conds(f func(*cond)) {
	if e.tpre != nil {
		f(e.tpre)
	}
	for _, c := range e.vpre {
		f(c)
	}
	if e.ctx != nil {
		f(e.ctx)
	}
}

// past returns the causal past of the given conditions' producers (and of
// extra events), sorted by insertion order.
func (n *net) past(cs []*cond, extra ...*event) []*event {
	roots := make([]*event, 0, len(cs)+len(extra))
	for _, c := range cs {
		roots = append(roots, c.prod)
	}
	n.stamp++
	out := n.collect(n.stamp, -1, append(roots, extra...))
	slices.SortFunc(out, byID)
	return out
}

func byID(a, b *event) int { return cmp.Compare(a.id, b.id) }

// collect returns the inserted events (id >= 0) among roots and their
// causal past, unsorted, stamping them st and skipping every event already
// stamped st or also (an event stamped also has its past stamped also).
func (n *net) collect(st, also int, roots []*event) []*event {
	var out []*event
	stack := n.pastBuf[:0]
	push := func(e *event) {
		if e != nil && e.stamp != st && e.stamp != also {
			e.stamp = st
			stack = append(stack, e)
		}
	}
	for _, e := range roots {
		push(e)
	}
	for len(stack) > 0 {
		e := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if e.id >= 0 {
			out = append(out, e)
		}
		e.conds(func(c *cond) { push(c.prod) })
	}
	n.pastBuf = stack[:0]
	return out
}

// collectOut appends to out the inserted events among root and its causal
// past that in does not mark (by event id), marking them, unsorted.
func (n *net) collectOut(in []bool, root *event, out []*event) []*event {
	stack := n.pastBuf[:0]
	push := func(e *event) {
		if e != nil && e.id >= 0 && !in[e.id] {
			in[e.id] = true
			stack = append(stack, e)
		}
	}
	push(root)
	for len(stack) > 0 {
		e := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		out = append(out, e)
		e.conds(func(c *cond) { push(c.prod) })
	}
	n.pastBuf = stack[:0]
	return out
}

// clock returns how many events of thread t are in the causal past of
// event e (0 for nil, the initial "event").
func (e *event) clock(t int) int32 {
	if e == nil || t < 0 || t >= len(e.vc) {
		return 0
	}
	return e.vc[t]
}

// setClock computes the vector clock of the inserted event e.
func (e *event) setClock() {
	k := e.thread + 1 // the threads the clock counts (allocated once)
	e.conds(func(c *cond) {
		if c.prod != nil {
			k = max(k, len(c.prod.vc))
		}
	})
	vc, last := make([]int32, k), make([]*event, k)
	e.conds(func(c *cond) {
		f := c.prod
		if f == nil {
			return
		}
		for i, v := range f.vc {
			if v > vc[i] {
				vc[i] = v
				last[i] = f.last[i]
			}
		}
	})
	vc[e.thread] = e.tpre.pos() + 1
	last[e.thread] = e
	e.vc, e.last = vc, last
	e.depth = vc[e.thread]
	switch p := e.up(); {
	case p == nil:
	case p.jump != nil && p.jump.jump != nil && p.depth-p.jump.depth == p.jump.depth-p.jump.jump.depth:
		e.jump = p.jump.jump
	default:
		e.jump = p
	}
	e.held = e.tpre.held()
	switch e.op.kind {
	case opLock:
		e.held = append(append([]int32(nil), e.held...), e.op.k)
	case opUnlock:
		var h []int32
		for _, k := range e.held {
			if k != e.op.k {
				h = append(h, k)
			}
		}
		e.held = h
	}
}

// precedes reports whether event p is in the causal past of event q
// (p ≤ q); q nil is the initial state. Vector clocks alone cannot tell (two
// branches of a thread have the same counts): the latest event of p's
// thread in q's past must be p or come after p on the thread's chain, i.e.
// its predecessor at p's depth is p.
func precedes(p, q *event) bool {
	if p == nil {
		return true
	}
	if q == nil || p.depth == 0 {
		return false
	}
	t := p.thread
	if t >= len(q.last) || q.vc[t] < p.depth {
		return false
	}
	return atDepth(q.last[t], p.depth) == p
}

// precedesAt is precedes(p, q) for an event p (not nil) of thread t at
// depth d, without loading p.
func precedesAt(p *event, t int, d int32, q *event) bool {
	if q == nil || d == 0 {
		return false
	}
	if t >= len(q.last) || q.vc[t] < d {
		return false
	}
	return atDepth(q.last[t], d) == p
}

// up is e's predecessor in its thread (nil for the thread's first event).
func (e *event) up() *event {
	if e.tpre == nil {
		return nil
	}
	if p := e.tpre.prod; p != nil && p.thread == e.thread {
		return p
	}
	return nil
}

// atDepth returns the event of l's thread at depth k on l's chain (l
// itself or a predecessor; nil if there is none), by the jump pointers.
func atDepth(l *event, k int32) *event {
	for l != nil && l.depth > k {
		if j := l.jump; j != nil && j.depth >= k {
			l = j
		} else {
			l = l.up()
		}
	}
	if l != nil && l.depth != k {
		return nil
	}
	return l
}

// consumedBefore reports whether an event in thread condition tc's causal
// past consumes condition c: then c precedes tc, not concurrent with it.
func consumedBefore(tc, c *cond) bool {
	q := tc.prod
	if q == nil {
		return false
	}
	return consumerAt(c, q) != nil
}

// consumerAt returns the consumer of c in the causal past of event q (not
// nil), if any. A consumer of thread t at depth k is in that past if it is
// the event at depth k of the chain of q's latest event of thread t: one
// walk of the chain for each position of c's consumers (consAt) that q's
// clock reaches, not one for each consumer (most are on other branches at
// the same positions).
func consumerAt(c *cond, q *event) *event {
	vc := q.vc
	for _, a := range c.consAt {
		if int(a.t) >= len(vc) || vc[a.t] < a.k {
			continue // the clock test first: most positions fail it
		}
		if x := atDepth(q.last[a.t], a.k); x != nil && consumes(x, c) {
			return x
		}
	}
	return nil
}

// consumes reports whether the inserted event x consumes condition c.
func consumes(x *event, c *cond) bool {
	return x.tpre == c || containsCond(x.vpre, c)
}

// excluded is the cheap part of the co check of a candidate extension:
// conditions that vector clocks and locksets show are not concurrent with
// thread condition tc.
//
// A write consumes a copy of every thread: once a write that consumed a
// copy's family is in tc's past, every copy of that family is consumed
// there or in conflict with it.
func excluded(tc, c *cond) bool {
	if behind(tc, c) || otherBranch(tc, c) || lockedAway(tc, c) || consumedBefore(tc, c) {
		return true
	}
	return c.kind == cCopy && c.fam != nil && consumedBefore(tc, c.fam)
}

// held are the locks the thread holds at thread condition c.
func (c *cond) held() []int32 {
	if c.prod == nil || c.prod.thread != c.thread || c.startedBy >= 0 {
		return nil
	}
	return c.prod.held
}

// lockedAway reports whether condition c, produced inside a critical
// section of a lock that tc's thread holds, is outside tc's causal past:
// then c and tc are never concurrent. (The acquisitions of one lock are
// totally ordered in a configuration: if c's producer took the lock first,
// it released it before tc's thread took it, so it precedes tc; if tc's
// thread took it first, c's producer comes after tc's thread released it,
// so after tc.)
func lockedAway(tc, c *cond) bool {
	p := c.prod
	if p == nil || p.thread == tc.thread || len(p.held) == 0 {
		return false
	}
	h := tc.held()
	if len(h) == 0 {
		return false
	}
	shared := false
	for _, k := range h {
		for _, l := range p.held {
			if k == l {
				shared = true
			}
		}
	}
	if !shared {
		return false
	}
	return !precedes(p, tc.prod)
}

// otherBranch reports whether condition c was produced by an event of
// tc's own thread outside tc's causal past: such an event comes after tc
// or is in conflict with it.
func otherBranch(tc, c *cond) bool {
	p := c.prod
	return p != nil && p.thread == tc.thread && !precedes(p, tc.prod)
}

// pos is the number of events of c's thread in the causal past of thread
// condition c. It is computed when c is made (tpos), since the scans of
// waiters and exclusions ask it of many thread conditions at a time, each
// a load of the producer and its clock otherwise (updater1: 5% of unfold's
// CPU samples); a start's condition, whose thread may be learnt later, has
// none (startedBy).
func (c *cond) pos() int32 {
	if c.startedBy >= 0 {
		return 0
	}
	return c.tpos
}

// behind reports whether condition c's causal past has more events of
// thread condition tc's thread than tc's: they are then causally related
// or in conflict, never concurrent.
func behind(tc, c *cond) bool {
	return c.prod.clock(tc.thread) > tc.pos()
}

// poolFields are the prefixes of the fields of the JDK's executors and
// of its fork/join tasks: their state is the pool's workings (a
// ForkJoinPool's ctl and mode, a ForkJoinTask's status), also on a pool
// or task the program allocated (jdkKey). A collection's fields (a
// ConcurrentHashMap's table) are not among them: they hold the program's
// data, and its check-then-act races are on them.
var poolFields = [...]string{
	"java/util/concurrent/ForkJoinPool.",
	"java/util/concurrent/ForkJoinTask.",
	"java/util/concurrent/ThreadPoolExecutor.",
	"java/util/concurrent/ScheduledThreadPoolExecutor.",
}

// jdkKey reports whether key k is a variable or lock of the JDK's own: a
// field or element of an object allocated in a JDK class, a static of
// one, or a field of an executor or fork/join task (poolFields). The
// answer is kept by key.
func (n *net) jdkKey(k int32) bool {
	for int(k) >= len(n.jdkKeys) {
		n.jdkKeys = append(n.jdkKeys, 0)
	}
	if a := n.jdkKeys[k]; a != 0 {
		return a == 1
	}
	v := n.keyList[k]
	name := v.field // a static's class, a branch's site
	if v.hasObj {
		name = v.obj.Site.Class
	}
	jdk := false
	for _, p := range [...]string{"java/", "javax/", "jdk/", "sun/", "com/sun/"} {
		if strings.HasPrefix(name, p) {
			jdk = true
		}
	}
	for _, p := range poolFields {
		if v.hasObj && strings.HasPrefix(v.field, p) {
			jdk = true
		}
	}
	n.jdkKeys[k] = 2
	if jdk {
		n.jdkKeys[k] = 1
	}
	return jdk
}
