package vm

// Recycling (Restore). Everything the live VM made since the last snapshot
// or restore — the pages of the handle and class-state tables stamped with
// the live generation, the threads' operand slabs and frame stacks — is
// reachable from the live VM alone: a snapshot copies the page pointers and
// then bumps the generation (so its pages are all older than the live
// one), and copies every thread (copyThread). When Restore replaces the
// live state, that storage is garbage; it goes to free lists here and the
// next run takes from them instead of allocating. An exploration restores
// its base snapshot for every test run, so without this each run's pages
// and slabs were garbage that every strategy paid for in GC (most of all
// unfold, whose unfolding is a large live heap that each GC cycle marks).

// freeLists holds the recycled storage of a VM.
type freeLists struct {
	pages  []*heapPage
	cs     []*csPage
	objs   []*Object  // emptied objects, each keeping its slots' storage
	slabs  [][]uint64 // operand slabs, at full capacity
	frames [][]frame  // frame stacks, emptied
	// taken counts what was taken from the lists (pages, objects and
	// slabs), for tests.
	takenPages, takenObjs, takenSlabs int
}

// maxFree bounds each free list (maxFreeObjs the objects'): a run that
// made more than that (a program with many threads or a large heap)
// leaves the rest to the GC.
const (
	maxFree     = 256
	maxFreeObjs = 4096
)

// recycle takes the storage of the live state that Restore is about to
// drop: pages of generation gen (the live one) and the threads' slabs and
// frames.
func (v *VM) recycle(heap heapTable, cstate csTable, gen uint32, threads []*Thread) {
	f := &v.free
	for _, pg := range heap {
		if pg == nil || pg.gen != gen {
			continue
		}
		// Objects of the live generation are only in its pages. The
		// permanent ones stay (Restore carries them over).
		for _, o := range pg.o {
			if o != nil && o.gen == gen && !o.perm && len(f.objs) < maxFreeObjs {
				*o = Object{slots: o.slots}
				f.objs = append(f.objs, o)
			}
		}
		if len(f.pages) < maxFree {
			f.pages = append(f.pages, pg)
		}
	}
	for _, pg := range cstate {
		if pg != nil && pg.gen == gen && len(f.cs) < maxFree {
			f.cs = append(f.cs, pg)
		}
	}
	for _, t := range threads {
		if t.stack != nil && len(f.slabs) < maxFree {
			f.slabs = append(f.slabs, t.stack[:cap(t.stack)])
		}
		if t.frames != nil && len(f.frames) < maxFree {
			clear(t.frames)
			f.frames = append(f.frames, t.frames[:0])
		}
		t.stack, t.frames = nil, nil
	}
}

// newPage returns an empty handle-table page of the live generation.
func (v *VM) newPage() *heapPage {
	f := &v.free
	if n := len(f.pages); n > 0 {
		pg := f.pages[n-1]
		f.pages = f.pages[:n-1]
		f.takenPages++
		*pg = heapPage{gen: v.gen}
		return pg
	}
	return &heapPage{gen: v.gen}
}

// copyPage returns a copy of pg for the live generation.
func (v *VM) copyPage(pg *heapPage) *heapPage {
	f := &v.free
	if n := len(f.pages); n > 0 {
		c := f.pages[n-1]
		f.pages = f.pages[:n-1]
		f.takenPages++
		*c = *pg
		c.gen = v.gen
		return c
	}
	c := *pg
	c.gen = v.gen
	return &c
}

// newCSPage returns an empty class-state page of the live generation.
func (v *VM) newCSPage() *csPage {
	f := &v.free
	if n := len(f.cs); n > 0 {
		pg := f.cs[n-1]
		f.cs = f.cs[:n-1]
		*pg = csPage{gen: v.gen}
		return pg
	}
	return &csPage{gen: v.gen}
}

// copyCSPage returns a copy of pg for the live generation.
func (v *VM) copyCSPage(pg *csPage) *csPage {
	f := &v.free
	if n := len(f.cs); n > 0 {
		c := f.cs[n-1]
		f.cs = f.cs[:n-1]
		*c = *pg
		c.gen = v.gen
		return c
	}
	c := *pg
	c.gen = v.gen
	return &c
}

// slab returns a zeroed operand slab of at least n slots (exactly n when
// it is made new).
func (v *VM) slab(n int) []uint64 {
	f := &v.free
	if k := len(f.slabs); k > 0 && len(f.slabs[k-1]) >= n {
		s := f.slabs[k-1]
		f.slabs = f.slabs[:k-1]
		f.takenSlabs++
		clear(s)
		return s
	}
	return make([]uint64, n)
}

// frameStack returns an empty frame stack with room for n frames.
func (v *VM) frameStack(n int) []frame {
	f := &v.free
	if k := len(f.frames); k > 0 && cap(f.frames[k-1]) >= n {
		s := f.frames[k-1]
		f.frames = f.frames[:k-1]
		return s
	}
	return make([]frame, 0, n)
}

// newObj returns an object of the live generation with n zeroed slots and
// every other field zero.
func (v *VM) newObj(n int) *Object {
	f := &v.free
	k := len(f.objs)
	if k == 0 {
		return &Object{slots: make([]uint64, n), gen: v.gen}
	}
	o := f.objs[k-1]
	f.objs = f.objs[:k-1]
	f.takenObjs++
	o.slots = reuseSlots(o.slots, n)
	clear(o.slots)
	o.gen = v.gen
	return o
}

// copyObj returns a copy of o (slots and monitor) for the live generation.
func (v *VM) copyObj(o *Object) *Object {
	f := &v.free
	k := len(f.objs)
	if k == 0 {
		return o.clone(v.gen)
	}
	c := f.objs[k-1]
	f.objs = f.objs[:k-1]
	f.takenObjs++
	s := reuseSlots(c.slots, len(o.slots))
	*c = *o
	c.slots = s
	copy(s, o.slots)
	if o.mon != nil {
		m := *o.mon
		c.mon = &m
	}
	c.gen = v.gen
	return c
}

// reuseSlots returns s resliced to n slots if it has room and is not much
// larger (a large array's storage is not kept for a small object), else
// new storage; the contents are unspecified.
func reuseSlots(s []uint64, n int) []uint64 {
	if c := cap(s); c >= n && c <= 2*n+8 {
		return s[:n]
	}
	return make([]uint64, n)
}
