package vm

import (
	"maps"
	"math/bits"
)

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
	pages   []*heapPage
	cs      []*csPage
	objs    []*Object // emptied objects
	threads []*Thread // emptied threads
	allocs  []map[allocSite]int
	// slots holds objects' slot storage by size class: class k has
	// capacities in [2^k, 2^(k+1)).
	slots   [slotClasses][][]uint64
	slabs   [][]uint64 // operand slabs, at full capacity
	shadows [][]*Expr  // their shadow slabs (sym.go), at full capacity
	frames  [][]frame  // frame stacks, emptied
	// taken counts what was taken from the lists (pages, objects and
	// slabs), for tests.
	takenPages, takenObjs, takenSlots, takenSlabs int
}

// maxFree bounds each free list (maxFreeObjs the objects'): a run that
// made more than that (a program with many threads or a large heap)
// leaves the rest to the GC.
const (
	maxFree     = 256
	maxFreeObjs = 4096
	// slotClasses bounds the slot storage kept: up to 2^16 slots.
	slotClasses = 17
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
			if o != nil && o.gen == gen && !o.perm {
				f.putObj(o)
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
		if t.shadow != nil && len(f.shadows) < maxFree {
			// Cleared when taken (shadows): its pointers keep
			// expressions alive until then, as a dropped slab would
			// until collected.
			f.shadows = append(f.shadows, t.shadow[:cap(t.shadow)])
		}
		if t.frames != nil && len(f.frames) < maxFree {
			clear(t.frames)
			f.frames = append(f.frames, t.frames[:0])
		}
		if t.allocs != nil && !t.allocsShared && len(f.allocs) < maxFree {
			// Its own copy: a snapshot would have marked it shared.
			f.allocs = append(f.allocs, t.allocs)
		}
		if len(f.threads) < maxFree {
			*t = Thread{}
			f.threads = append(f.threads, t)
		}
	}
}

// putObj keeps o, an object of the live generation that nothing else
// holds, and its slot storage.
func (f *freeLists) putObj(o *Object) {
	if len(f.objs) < maxFreeObjs {
		f.putSlots(o.slots)
		*o = Object{}
		f.objs = append(f.objs, o)
	}
}

// pop takes the last element of a free list, or nil when it is empty.
func pop[T any](list *[]*T) *T {
	n := len(*list)
	if n == 0 {
		return nil
	}
	x := (*list)[n-1]
	*list = (*list)[:n-1]
	return x
}

// newThread returns a zero Thread.
func (v *VM) newThread() *Thread {
	if t := pop(&v.free.threads); t != nil {
		return t
	}
	return new(Thread)
}

// newPage returns an empty handle-table page of the live generation.
func (v *VM) newPage() *heapPage { return v.copyPage(&heapPage{}) }

// copyPage returns a copy of pg for the live generation.
func (v *VM) copyPage(pg *heapPage) *heapPage {
	c := pop(&v.free.pages)
	if c == nil {
		c = new(heapPage)
	} else {
		v.free.takenPages++
	}
	*c = *pg
	c.gen = v.gen
	return c
}

// newCSPage returns an empty class-state page of the live generation.
func (v *VM) newCSPage() *csPage { return v.copyCSPage(&csPage{}) }

// copyCSPage returns a copy of pg for the live generation.
func (v *VM) copyCSPage(pg *csPage) *csPage {
	c := pop(&v.free.cs)
	if c == nil {
		c = new(csPage)
	}
	*c = *pg
	c.gen = v.gen
	return c
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

// putSlots keeps s, an object's slot storage, for a later object.
func (f *freeLists) putSlots(s []uint64) {
	c := cap(s)
	if c == 0 {
		return
	}
	if k := bits.Len(uint(c)) - 1; k < slotClasses && len(f.slots[k]) < maxFreeObjs {
		f.slots[k] = append(f.slots[k], s[:0])
	}
}

// getSlots returns storage for n slots, contents unspecified: recycled
// storage of the size class of n if it is large enough, else of the next
// class up, else new storage.
func (f *freeLists) getSlots(n int) []uint64 {
	if n > 0 {
		k := bits.Len(uint(n)) - 1
		for _, k := range [2]int{k, k + 1} {
			if k >= slotClasses {
				break
			}
			if l := f.slots[k]; len(l) > 0 && cap(l[len(l)-1]) >= n {
				s := l[len(l)-1]
				f.slots[k] = l[:len(l)-1]
				f.takenSlots++
				return s[:n]
			}
		}
	}
	return make([]uint64, n)
}

// newObj returns an object of the live generation with n zeroed slots and
// every other field zero.
func (v *VM) newObj(n int) *Object {
	f := &v.free
	s := f.getSlots(n)
	clear(s)
	k := len(f.objs)
	if k == 0 {
		return &Object{slots: s, gen: v.gen}
	}
	o := f.objs[k-1]
	f.objs = f.objs[:k-1]
	f.takenObjs++
	o.slots = s
	o.gen = v.gen
	return o
}

// copyObj returns a copy of o (slots and monitor) for the live generation.
func (v *VM) copyObj(o *Object) *Object {
	f := &v.free
	s := f.getSlots(len(o.slots))
	copy(s, o.slots)
	var c *Object
	if k := len(f.objs); k > 0 {
		c = f.objs[k-1]
		f.objs = f.objs[:k-1]
		f.takenObjs++
	} else {
		c = new(Object)
	}
	*c = *o
	c.slots = s
	if o.mon != nil {
		m := *o.mon
		c.mon = &m
	}
	c.gen = v.gen
	return c
}

// copyAllocs returns a copy of a thread's allocation counters (an empty
// map for nil), made in a recycled map if there is one.
func (f *freeLists) copyAllocs(m map[allocSite]int) map[allocSite]int {
	k := len(f.allocs)
	if k == 0 {
		if m == nil {
			return map[allocSite]int{}
		}
		return maps.Clone(m)
	}
	c := f.allocs[k-1]
	f.allocs = f.allocs[:k-1]
	clear(c)
	maps.Copy(c, m)
	return c
}
