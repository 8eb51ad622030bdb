package mhp

// Concurrent access pairs: rules 1–4 of Figure 4.17 (seeds/003 §4.2.3)
// over the PEG and its MHP sets, with the alias, escape and disjoint
// filters of Figure 4.16, each switchable (Tables 4.4, 4.5).
//
//	R1 RW: two field accesses, mhp, mayAlias bases, same field, both bases
//	       escape, not disjoint, at least one write
//	R2 MM: two monitor entries, mhp, mayAlias locks
//	R3 WM: a wait and a monitor entry, mhp, mayAlias
//	R4 WN: a wait and a notify/notifyAll, mhp, mayAlias
//
// Static fields compare by class and name and skip escape; array elements
// are one pseudo-field "[]" of the array object, index ignored. For waits,
// mhp is taken at the waiting node (outside the monitor, where the thread
// contends with entries and notifiers). Escape applies to every pair with
// instance references (§4.2.3, L2260); disjoint only to RW.

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"weft/static"
)

// Kind is the type of a concurrent access pair.
type Kind uint8

const (
	RW Kind = iota // read/write or write/write of a field or array element
	WN             // wait vs notify/notifyAll
	WM             // wait vs monitor entry
	MM             // two monitor entries
)

func (k Kind) String() string { return [...]string{"RW", "WN", "WM", "MM"}[k] }

// Filters selects the filters of Figure 4.16.
type Filters struct {
	Alias, Escape, Disjoint bool
}

// AllFilters is the thesis's configuration: alias + escape + disjoint.
var AllFilters = Filters{true, true, true}

func (f Filters) String() string {
	var s []string
	if f.Alias {
		s = append(s, "alias")
	}
	if f.Escape {
		s = append(s, "escape")
	}
	if f.Disjoint {
		s = append(s, "disjoint")
	}
	if len(s) == 0 {
		return "none"
	}
	return strings.Join(s, ",")
}

// ParseFilters parses "alias,escape,disjoint", any subset, or "none".
func ParseFilters(s string) (Filters, error) {
	var f Filters
	if s == "none" || s == "" {
		return f, nil
	}
	for _, x := range strings.Split(s, ",") {
		switch strings.TrimSpace(x) {
		case "alias":
			f.Alias = true
		case "escape":
			f.Escape = true
		case "disjoint":
			f.Disjoint = true
		default:
			return f, fmt.Errorf("unknown filter %q (want alias, escape, disjoint or none)", x)
		}
	}
	return f, nil
}

// Access is one side of a pair: the tuple (T, I, C) of §4.2.3 (Figure 4.6).
type Access struct {
	Node    *Node
	Thread  string
	Op      string // read, write, entry, wait, notify, notifyAll
	Method  string // pkg.C.m
	Pos     string // File.java:line
	Context string // the immediate caller: "pkg.C.m (File.java:line)", or ""
	Locks   []string
}

// AccessPair is a concurrent access pair.
type AccessPair struct {
	Kind      Kind
	Var       string // Class.field, Class.arr[] / array element, or the monitor
	A, B      Access
	MustAlias bool
	// Consistent: both accesses hold a lock on a possibly common object
	// (for a real monitor only possible when MHP ignored it: --mhp unsync).
	Consistent bool
	// Mixed: the variable is accessed both with and without a lock held
	// (Eraser's inconsistent locking, §2 "Lockset"): a stronger race signal
	// than a variable never locked, which is often guarded by a protocol.
	Mixed bool
	// Atomic: both accesses are atomic read-modify-writes (Node.Atomic),
	// such as two incrementAndGet of one AtomicLong or two compareAndSet
	// of one AtomicReference: no data race by itself, ranked after every
	// other pair. A check-then-act across two atomic calls (get, then
	// set or compareAndSet) keeps its read's pairs at their rank.
	Atomic bool
	// Tier orders pairs of one priority: 0 a field or array element of
	// the program, 1 the <state> of a JDK object, 2 the <state> of
	// java.util.concurrent objects only (thread-safe classes, whose
	// every call is atomic: their pairs are atomicity violations at
	// most, and the summaries' coarsest) or the clock (<clock>, whose
	// reads and timed waits are atomic too: its pairs are timing
	// dependences, which vsched's --time free needs, not data races).
	Tier     int
	Priority int
	Rank     int
}

// key identifies a pair for the report: two accesses at the same source
// line by the same thread with the same operation are one access, whatever
// their bytecode offsets and calling contexts (the first context found is
// kept).
func (p *AccessPair) key() string {
	return p.Kind.String() + "|" + p.Var + "|" + p.A.Thread + "|" + p.A.Op + "|" + p.A.Pos + "|" +
		p.B.Thread + "|" + p.B.Op + "|" + p.B.Pos
}

func (r *MHP) access(n *Node, op string) Access {
	a := Access{Node: n, Thread: n.Thread.Thread.Name, Op: op, Pos: n.Pos()}
	if n.CG != nil {
		f := n.CG.Func
		a.Method = strings.ReplaceAll(f.Class.Name, "/", ".") + "." + f.Method.Name
	}
	if len(n.Context) > 0 {
		cs := n.Context[len(n.Context)-1]
		f := cs.Caller.Func
		a.Context = fmt.Sprintf("%s.%s (%s)", strings.ReplaceAll(f.Class.Name, "/", "."), f.Method.Name, f.SourcePos(cs.Instr.PC()))
	}
	for _, m := range n.Held {
		a.Locks = append(a.Locks, m.Name)
	}
	return a
}

// Result holds the pairs and the counts of one analysis.
type Result struct {
	Pairs  []*AccessPair
	Counts [4]int // by Kind
}

// Pairs applies rules 1–4 with the given filters and returns the ranked
// pairs.
func (r *MHP) AccessPairs(f Filters) *Result {
	g := r.G
	esc := g.A.Escaped()
	var accesses = map[string][]*Node{}
	var entries, waits, notifies []*Node
	for _, n := range g.Nodes {
		switch n.Kind {
		case Read, Write:
			accesses[n.Field] = append(accesses[n.Field], n)
		case Entry:
			entries = append(entries, n)
		case Waiting:
			waits = append(waits, n)
		case Notify, NotifyAll:
			notifies = append(notifies, n)
		}
	}
	seen := map[string]bool{}
	res := &Result{}
	// quick dedupes candidate pairs before the report strings are built:
	// the same fields as key, from per-node caches.
	posCache := map[*Node]string{}
	pos := func(n *Node) string {
		p, ok := posCache[n]
		if !ok {
			p = n.Pos()
			posCache[n] = p
		}
		return p
	}
	quickSeen := map[string]bool{}
	quick := func(k Kind, v string, a *Node, opA string, b *Node, opB string) bool {
		sa := a.Thread.Thread.Name + "|" + opA + "|" + pos(a)
		sb := b.Thread.Thread.Name + "|" + opB + "|" + pos(b)
		if k == RW || k == MM {
			if a.Thread.Thread.ID > b.Thread.Thread.ID || a.Thread.Thread.ID == b.Thread.Thread.ID && sb < sa {
				sa, sb = sb, sa
			}
		}
		key := k.String() + "|" + v + "|" + sa + "|" + sb
		if quickSeen[key] {
			return false
		}
		quickSeen[key] = true
		return true
	}
	add := func(p *AccessPair) {
		k := p.key()
		if seen[k] {
			return
		}
		seen[k] = true
		res.Pairs = append(res.Pairs, p)
		res.Counts[p.Kind]++
	}
	alias := func(a, b *Node) bool {
		if !f.Alias {
			return true
		}
		return a.Objs.Intersects(b.Objs)
	}
	escapes := func(n *Node) bool {
		return !f.Escape || n.Static || n.Objs.Intersects(esc)
	}
	otherThread := func(a, b *Node) bool { return a.Thread != b.Thread }
	// Task locals (static.Analysis.TaskLocal): objects a fork/join
	// task's activation makes and keeps, one per activation.
	type taskSide struct{ local, completed, this, ownThis bool }
	sides := map[*Node]taskSide{}
	side := func(n *Node) taskSide {
		s, ok := sides[n]
		if !ok && n.base != nil && n.CG != nil {
			s.local, s.completed = g.A.TaskLocal(n.CG, n.base, n.Instr)
			s.this = static.IsThis(n.CG.Func, n.base)
			s.ownThis = s.this && n.Objs.Len() > 0
			for id := range n.Objs.Elems {
				s.ownThis = s.ownThis && g.A.OwnTask(g.A.Objects[id])
			}
			sides[n] = s
		}
		return s
	}
	ownTasks := func(a, b *Node) bool {
		sa, sb := side(a), side(b)
		return sa.local && sb.local || sa.completed && sb.this || sb.completed && sa.this || sa.ownThis && sb.ownThis
	}
	// Values each instance of a thread has its own (static.OwnValue):
	// two instances' accesses of elements at such indices, or through
	// such bases, touch two elements or objects.
	owns := map[[2]any]string{}
	own := func(n *Node, v static.Value) string {
		if v == nil || n.CG == nil {
			return ""
		}
		k, ok := owns[[2]any{n.CG, v}]
		if !ok {
			k = g.A.OwnValue(n.CG, v)
			owns[[2]any{n.CG, v}] = k
		}
		return k
	}
	ownElems := func(a, b *Node) bool {
		if a.Thread.Thread != b.Thread.Thread {
			return false
		}
		if k := own(a, a.index); k != "" && k == own(b, b.index) {
			return true
		}
		k := own(a, a.base)
		return k != "" && k == own(b, b.base)
	}
	// Run-invariant flags (static.Analysis.Guards): two nodes that run
	// under opposite values of one such flag never run in one execution
	// (precise mode only).
	guards := map[*Node][]static.Guard{}
	guardsOf := func(n *Node) []static.Guard {
		gs, ok := guards[n]
		if !ok && n.CG != nil && n.Instr != nil {
			// Only the sites every run of n passes: not those of a
			// clone's first caller once other calls are linked to it.
			from := n.ContextFrom()
			for i, cs := range n.Context {
				if i >= from {
					gs = append(gs, g.A.Guards(cs.Caller.Func, cs.Instr)...)
				}
			}
			if len(n.Context) >= from {
				gs = append(gs, g.A.Guards(n.CG.Func, n.Instr)...)
			}
			guards[n] = gs
		}
		return gs
	}
	exclusive := func(a, b *Node) bool {
		if r.Mode != Precise {
			return false
		}
		for _, x := range guardsOf(a) {
			for _, y := range guardsOf(b) {
				if x.Field == y.Field && x.Set != y.Set {
					return true
				}
			}
		}
		return false
	}
	// The locks of its own base object each access holds
	// (static.Analysis.SelfGuards): "m" its monitor, "l:g" the Lock in
	// its final field g...
	guardNames := map[*Node][]string{}
	selfGuards := func(n *Node) []string {
		gs, ok := guardNames[n]
		if !ok {
			if n.CG != nil && n.base != nil && !n.Static {
				switch x := n.Instr.(type) {
				case *static.GetField:
					if x.Obj == n.base {
						gs = g.A.SelfGuards(n.CG, x)
					}
				case *static.PutField:
					if x.Obj == n.base {
						gs = g.A.SelfGuards(n.CG, x)
					}
				}
			}
			if n.ThisInSync || n.SelfLocked() {
				gs = append(slices.Clone(gs), "m")
			}
			guardNames[n] = gs
		}
		return gs
	}
	// Which variables are accessed both with and without a lock held.
	lockedSome, unlockedSome := map[string]bool{}, map[string]bool{}
	for fld, ns := range accesses {
		for _, n := range ns {
			if len(n.Held) > 0 {
				lockedSome[fld] = true
			} else {
				unlockedSome[fld] = true
			}
		}
	}
	// R1
	fields := make([]string, 0, len(accesses))
	for k := range accesses {
		fields = append(fields, k)
	}
	sort.Strings(fields)
	for _, fld := range fields {
		ns := accesses[fld]
		for i, a := range ns {
			for _, b := range ns[i:] {
				if a.Kind != Write && b.Kind != Write || !otherThread(a, b) || a.Static != b.Static {
					continue
				}
				if a.TaskStart && !b.Completes || b.TaskStart && !a.Completes {
					continue // a task's start reads what only a cancel or a complete sets
				}
				if fld == static.ClockVar && a.Kind == b.Kind {
					continue // two timeouts: deadlines pass in their order
				}
				if fld == static.LifeVar && a.Kind == b.Kind {
					// Two starts of a thread: the second throws, whichever
					// it is; what an order decides is a look before a start.
					continue
				}
				if !r.Parallel(a, b) || exclusive(a, b) {
					continue
				}
				if !a.Static && (!alias(a, b) || !escapes(a) || !escapes(b)) {
					continue
				}
				if f.Disjoint && (a.ThisInSync || a.SelfLocked()) && (b.ThisInSync || b.SelfLocked()) {
					continue
				}
				if f.Disjoint && sharedGuard(selfGuards(a), selfGuards(b)) {
					continue // each access under a lock of its own base object, one lock of both (static.SelfGuards)
				}
				if f.Alias && a.OwnThread && b.OwnThread && a.Thread.Thread == b.Thread.Thread {
					continue // two instances, each on its own Thread object
				}
				if f.Alias && (a.CtorOf != nil && a.CtorOf == b.Thread.Thread && b.OwnThread ||
					b.CtorOf != nil && b.CtorOf == a.Thread.Thread && a.OwnThread) {
					continue // the constructor of a thread's object runs before its start
				}
				if f.Alias && ownElems(a, b) {
					continue // two instances of a thread, each on its own element or object
				}
				if f.Alias && ownTasks(a, b) {
					continue // two activations' own tasks, a completed task's and the methods run on it, or two methods run on own tasks
				}
				if !quick(RW, a.Field+fmt.Sprint(a.Objs.Len()), a, a.Kind.String(), b, b.Kind.String()) {
					continue
				}
				p := &AccessPair{Kind: RW, Var: r.varName(a)}
				p.A, p.B = r.access(a, a.Kind.String()), r.access(b, b.Kind.String())
				p.MustAlias = a.Static || mustAlias(g.A, a, b)
				p.Consistent = commonLock(a, b)
				p.Mixed = lockedSome[fld] && unlockedSome[fld]
				p.Atomic = a.Atomic && b.Atomic
				p.Tier = tier(g.A, a, b)
				order(p)
				add(p)
			}
		}
	}
	// R2
	for i, a := range entries {
		for _, b := range entries[i:] {
			if !otherThread(a, b) || !r.Parallel(a, b) || !alias(a, b) || !escapes(a) || !escapes(b) || exclusive(a, b) {
				continue
			}
			if !quick(MM, "", a, "entry", b, "entry") {
				continue
			}
			p := &AccessPair{Kind: MM, Var: r.monitorName(a, b)}
			p.A, p.B = r.access(a, "entry"), r.access(b, "entry")
			p.MustAlias = mustAlias(g.A, a, b)
			p.Consistent = commonLock(a, b)
			order(p)
			add(p)
		}
	}
	// R3 and R4: the wait side is the waiting node, reported at the wait;
	// mhp ignores mutual exclusion (see MHP.mx).
	for _, w := range waits {
		for _, b := range entries {
			if !otherThread(w, b) || !r.ParallelIgnoringLocks(w, b) || !alias(w, b) || !escapes(w) || !escapes(b) || exclusive(w, b) {
				continue
			}
			p := &AccessPair{Kind: WM, Var: r.monitorName(w, b)}
			p.A, p.B = r.access(w.WaitNode, "wait"), r.access(b, "entry")
			p.MustAlias = mustAlias(g.A, w, b)
			add(p)
		}
		for _, b := range notifies {
			if !otherThread(w, b) || !r.ParallelIgnoringLocks(w, b) || !alias(w, b) || !escapes(w) || !escapes(b) || exclusive(w, b) {
				continue
			}
			p := &AccessPair{Kind: WN, Var: r.monitorName(w, b)}
			p.A, p.B = r.access(w.WaitNode, "wait"), r.access(b, b.Kind.String())
			p.MustAlias = mustAlias(g.A, w, b)
			add(p)
		}
	}
	Rank(res.Pairs)
	return res
}

// order puts the pair's sides in a canonical order so output is stable.
func order(p *AccessPair) {
	ka, kb := sideKey(p.A), sideKey(p.B)
	if threadID(p.B) < threadID(p.A) || threadID(p.B) == threadID(p.A) && kb < ka {
		p.A, p.B = p.B, p.A
	}
}

func threadID(a Access) int { return a.Node.Thread.Thread.ID }

// sideKey orders the sides of a pair within one thread: by file, line and
// operation, the same fields that identify a pair (key).
func sideKey(a Access) string {
	file, line := a.Pos, 0
	if i := strings.LastIndexByte(a.Pos, ':'); i >= 0 {
		file = a.Pos[:i]
		if n, err := strconv.Atoi(a.Pos[i+1:]); err == nil {
			line = n
		}
	}
	// The line zero-padded to 8 digits, as %08d prints it.
	l := strconv.Itoa(line)
	if line >= 0 && len(l) < 8 {
		l = "00000000"[len(l):] + l
	} else if line < 0 {
		l = fmt.Sprintf("%08d", line)
	}
	return file + "\x00" + l + "\x00" + a.Op
}

// mustAlias: both bases are the same single runtime object.
func mustAlias(a *static.Analysis, x, y *Node) bool {
	if x.Objs.Len() != 1 || !x.Objs.Equal(y.Objs) {
		return false
	}
	return a.Objects[x.Objs.Slice()[0]].Once
}

// sharedGuard reports whether two lists of lock names have one in common.
func sharedGuard(a, b []string) bool {
	for _, x := range a {
		if slices.Contains(b, x) {
			return true
		}
	}
	return false
}

// commonLock reports whether the two accesses are consistently locked: both
// hold a monitor whose lock expressions may be the same object (a common
// real monitor is the sure case; under precise MHP it cannot occur, as the
// monitor orders the accesses).
func commonLock(a, b *Node) bool {
	for _, m := range a.Held {
		for _, n := range b.Held {
			if m == n || m.Objs.Intersects(n.Objs) {
				return true
			}
		}
	}
	return false
}

func (r *MHP) varName(n *Node) string {
	if n.Field == "[]" || n.Field == "<state>" || n.Field == static.PermitVar || n.Field == static.LifeVar {
		var names []string
		for id := range n.Objs.Elems {
			names = append(names, r.G.A.Objects[id].String())
		}
		sort.Strings(names)
		return strings.Join(names, "|") + n.Field
	}
	return n.FieldName()
}

func (r *MHP) monitorName(a, b *Node) string {
	var s static.Bitset
	s.UnionWith(a.Objs)
	s.IntersectWith(b.Objs)
	if !a.Objs.Intersects(b.Objs) {
		s = a.Objs.Clone()
		s.UnionWith(b.Objs)
	}
	var names []string
	for id := range s.Elems {
		names = append(names, r.G.A.Objects[id].String())
	}
	sort.Strings(names)
	return "monitor " + strings.Join(names, "|")
}

// tier is AccessPair.Tier of RW accesses a and b.
func tier(an *static.Analysis, a, b *Node) int {
	if a.Field == static.ClockVar || a.Field == static.PermitVar || a.Field == static.LifeVar {
		// A clock read and a timed wait are atomic: a timing dependence
		// at most; so are a thread's start, an unpark and a park, and a
		// look at its life (getState, isAlive).
		return 2
	}
	if a.Field != "<state>" {
		return 0
	}
	shared := false
	for id := range a.Objs.Elems {
		if b.Objs.Has(id) {
			if !strings.HasPrefix(an.Objects[id].Class, "java/util/concurrent/") {
				return 1
			}
			shared = true
		}
	}
	if !shared {
		return 1
	}
	return 2
}

// Rank sorts pairs by the priorities of §6.1.2: RW before WN before WM
// before MM (Priority 6.1: RW > WN > WM ≥ WW > MM); within a kind
// must-alias before may-alias, and inconsistently locked before
// consistently locked — among those, pairs on a variable that is locked at
// some accesses and not at others first. Priority is a number, higher first; Rank the
// position from 1. Among pairs of one priority, the program's own fields
// come first, then JDK objects' states, then thread-safe JDK objects'
// (Tier); vsched, which reads the priorities, orders equals its own way.
// A Tier 2 pair takes no must-alias bonus.
// A pair of two atomic read-modify-writes (Atomic) is no
// data race: it comes after every other pair, MM too (priority 0–7).
func Rank(ps []*AccessPair) {
	for _, p := range ps {
		if p.Atomic {
			p.Priority = 0
			if p.MustAlias {
				p.Priority += 5
			}
			if !p.Consistent {
				p.Priority += 2
			}
			continue
		}
		p.Priority = (3-int(p.Kind))*100 + 10
		// Must-alias says the two accesses surely touch one variable:
		// of a thread-safe object's state (Tier 2) that is no data race,
		// so such a pair takes no bonus and ranks with may-alias pairs,
		// after the program's own and other JDK objects' (pricefeed's
		// ConcurrentHashMaps above its racy audit list).
		if p.MustAlias && p.Tier != 2 {
			p.Priority += 20
		}
		if !p.Consistent {
			p.Priority += 5
			if p.Mixed {
				p.Priority += 3
			}
		}
	}
	keys := make(map[*AccessPair]string, len(ps)) // each pair's key, made once
	for _, p := range ps {
		keys[p] = p.key()
	}
	sort.SliceStable(ps, func(i, j int) bool {
		if ps[i].Priority != ps[j].Priority {
			return ps[i].Priority > ps[j].Priority
		}
		if ps[i].Tier != ps[j].Tier {
			return ps[i].Tier < ps[j].Tier
		}
		return keys[ps[i]] < keys[ps[j]]
	})
	for i, p := range ps {
		p.Rank = i + 1
	}
}
