package vm

// Snapshots (backtracking points for the exploration strategies).
//
// The heap is copy-on-write at two levels: every object and every page of
// the handle table (heapTable, pageSize handles) and of the class-state
// table (csTable) carries the generation that owns it; a snapshot bumps the
// VM's generation, and the first write to an older page or object after
// that copies it (VM.setObj, VM.mut, VM.csw). A snapshot therefore shares
// every page and object with the live VM and costs one copy of the page
// pointers (8 bytes per pageSize objects) plus the threads' frames and used
// operand slabs; restoring costs the same plus a scan of the handles
// allocated since the snapshot (for permanent objects to keep), and hands
// what only the live state held (its generation's pages and objects, the
// threads' slabs and frame stacks) to free lists that the next run takes
// from (recycle.go). Interned string literals and class mirrors are permanent:
// ops cache their handles, so they survive a restore (their contents are
// restored like any other object's).
//
// The scheduler and listeners are outside the VM state: a strategy that
// restores a snapshot also restores its own decision state.

// Snapshot is a saved VM state.
type Snapshot struct {
	heap     heapTable
	nobj     int
	cstate   csTable
	nclass   int
	threads  []*Thread
	current  int
	steps    int64
	points   int64
	clock    int64
	aside    bool // timedAside
	waitSeq  int64
	nextTID  int64
	live     int
	exited   bool
	exitCode int
	exitBy   exitSite
	bootSeq  int
	allocs   int64
	sym      *symState
	io       ioState
}

// keepPristine records permanent object h as just made, for Restore.
func (v *VM) keepPristine(h Ref) {
	if v.pristine == nil {
		v.pristine = map[Ref]*Object{}
	}
	v.pristine[h] = v.obj(h).clone(0)
}

// clone copies o (slots and monitor) for generation gen.
func (o *Object) clone(gen uint32) *Object {
	n := *o
	n.slots = append([]uint64(nil), o.slots...)
	if o.mon != nil {
		m := *o.mon
		n.mon = &m
	}
	n.gen = gen
	return &n
}

func copyThread(t *Thread) *Thread {
	used := slabUsed(t)
	return copyThreadInto(new(Thread), t, make([]frame, 0, len(t.frames)), make([]uint64, used+64))
}

// slabUsed is how much of t's operand slab a copy keeps: up to the top
// frame's locals and operand stack (or its stack pointer, if above).
func slabUsed(t *Thread) int {
	used := 0
	if n := len(t.frames); n > 0 {
		f := &t.frames[n-1]
		used = f.lp + f.code.maxLocals + f.code.maxStack
		if f.sp > used {
			used = f.sp
		}
	}
	return min(used, len(t.stack))
}

// copyThreadInto copies t into c, with the empty frame stack frames and
// the zeroed slab stack (at least slabUsed(t)+64 slots), and returns c.
func copyThreadInto(c, t *Thread, frames []frame, stack []uint64) *Thread {
	t.allocsShared = true
	*c = *t
	c.frames = append(frames, t.frames...)
	used := slabUsed(t)
	// Only the used part of the slab is copied; it grows again on demand.
	c.stack = stack
	copy(c.stack, t.stack[:used])
	if t.shadow != nil {
		c.shadow = make([]*Expr, used+64)
		copy(c.shadow, t.shadow[:min(used, len(t.shadow))])
	}
	return c
}

// Snapshot saves the whole VM state. It may be called when the VM is not
// executing: before Continue, after it returned, or while it is paused at a
// scheduling point (a Scheduler that returned Pause).
func (v *VM) Snapshot() *Snapshot {
	v.out.Flush()
	v.errw.Flush()
	s := &Snapshot{
		heap:     append(heapTable(nil), v.heap...),
		nobj:     v.nobj,
		cstate:   append(csTable(nil), v.cstate...),
		nclass:   len(v.classList),
		current:  -1,
		steps:    v.steps,
		points:   v.points,
		clock:    v.clock,
		aside:    v.timedAside,
		waitSeq:  v.waitSeq,
		nextTID:  v.nextTID,
		live:     v.live,
		exited:   v.exited,
		exitCode: v.exitCode,
		exitBy:   v.exitBy,
		bootSeq:  v.bootSeq,
		allocs:   v.allocs,
		sym:      v.sym.clone(),
		io:       v.io.clone(),
	}
	for _, t := range v.threads {
		s.threads = append(s.threads, copyThread(t))
	}
	if v.current != nil {
		s.current = v.current.ID
	}
	v.gen++
	return s
}

// Restore returns the VM to a snapshot. The snapshot stays valid and can be
// restored again.
func (v *VM) Restore(s *Snapshot) {
	v.out.Flush()
	v.errw.Flush()
	// Permanent objects allocated since the snapshot stay (ops cache their
	// handles); the other handles above the snapshot's become free holes.
	type permObj struct {
		h Ref
		o *Object
	}
	var keep []permObj
	for h := Ref(s.nobj); h < Ref(v.nobj); h++ {
		if o := v.heap.at(h); o != nil && o.perm {
			keep = append(keep, permObj{h, o})
		}
	}
	// What the live generation made is garbage now: recycle it.
	oldGen := v.gen
	v.recycle(v.heap, v.cstate, v.gen, v.threads)
	v.gen++
	v.heap = append(v.heap[:0], s.heap...)
	v.nobj = s.nobj
	// The permanent objects are reset to their state when made: a run
	// must not see what an earlier run wrote into them (a String's cached
	// hash, a mirror's monitor), or it differs from the same run on a
	// fresh VM.
	for _, k := range keep {
		o := k.o
		if p := v.pristine[k.h]; p != nil {
			if o.gen == oldGen { // the live state's alone
				v.free.putObj(o)
			}
			o = v.copyObj(p)
		}
		v.setObj(k.h, o)
	}
	// Classes linked after the snapshot stay linked but uninitialized.
	v.cstate = append(v.cstate[:0], s.cstate...)
	for i := s.nclass; i < len(v.classList); i++ {
		cs := v.csw(i)
		*cs = classState{}
		if v.classList[i].lambda != nil || v.classList[i].prim != 0 {
			cs.state = csDone
		}
	}
	v.threads = v.threads[:0]
	for _, t := range s.threads {
		v.threads = append(v.threads, copyThreadInto(v.newThread(), t, v.frameStack(len(t.frames)), v.slab(slabUsed(t)+64)))
	}
	v.current = nil
	if s.current >= 0 {
		v.current = v.threads[s.current]
	}
	v.steps, v.points, v.clock, v.timedAside, v.waitSeq, v.nextTID = s.steps, s.points, s.clock, s.aside, s.waitSeq, s.nextTID
	v.live, v.exited, v.exitCode, v.exitBy, v.allocs = s.live, s.exited, s.exitCode, s.exitBy, s.allocs
	v.sym, v.symOnce, v.symPending = s.sym.clone(), false, symPending{}
	v.io = s.io.clone()
	v.fatal = nil
	v.paused = false
}

// StateHash returns a hash of the VM state that does not depend on handle
// numbering: objects are named by their stable ObjectIDs; permanent
// objects are left out, and so are objects made after boot that the
// program can no longer reach (statehash.go: from the statics, the
// threads and their frames, monitors and exceptions), and the threads'
// allocation counters: two states that differ only there name the
// objects they make next differently, and so their identity hash codes,
// which a JVM chooses freely; weft runs one choice of them. References in heap slots are hashed by the
// ObjectID of their target. With Config.CanonicalFrames so are those in
// thread frames (locals and operand stacks, typed by a data-flow pass over
// the method's bytecode, slots.go), so that one state reached through
// different allocation orders hashes the same, and a slot the pass finds
// dead (of conflicting or unset type in a method without jsr) is left out;
// otherwise, and for a frame slot whose type the pass cannot tell, frame
// slots are hashed raw. Nothing hashed depends on what earlier runs of a
// VM restored from a snapshot did (the order they linked classes in, the
// handles their permanent objects took): explore.TestRestoredEqualsFresh.
// Each thread's scheduling state is hashed too: what it is blocked on or
// completing, its rank in its monitor's wait set, its pending permit and
// interrupt, and the exception that killed it.
//
// The cost is a walk of the objects made after boot that the program can
// reach, each object's entry cached (statehash.go): an object's own hash
// is kept once its generation is older than the VM's, that is, once it is
// shared with a snapshot and copy-on-write keeps it unchanged; the
// objects' entries are combined by a sum, which needs no sort.
func (v *VM) StateHash() uint64 { return v.stateHash(true) }

// hashKey is o.id.String() + "/" + o.class.Name, made once per object.
func (o *Object) hashKey() string {
	if o.key == "" {
		o.key = o.id.String() + "/" + o.class.Name
	}
	return o.key
}

// idName is o.id.String().
func (o *Object) idName() string {
	k := o.hashKey()
	return k[:len(k)-1-len(o.class.Name)]
}

func isStatics(o *Object) bool {
	_, ok := o.native.(staticsMarker)
	return ok
}
