package vm

import "strconv"

// The state hash (StateHash) in words rather than strings: every name is
// hashed once and cached (a class's, a method's, the ObjectID references
// to an object are named by), each object's entry is cached while copy-
// on-write keeps the object unchanged, and the objects' entries are
// combined by a sum of well-mixed words, which does not depend on the
// order of the handle table, so that no sort and no string is needed.
//
// An object's own hash depends on its class, its slots (a reference slot
// by the name of its target, which is stable: a handle names one ObjectID
// for as long as an object holding it exists, and permanent objects keep
// their handles), its monitor and its shared flag. An object whose
// generation is older than the VM's is shared with a snapshot and is
// never written again: every write goes through VM.mut, which copies it
// first (the copy gets the live generation, so a cache it inherits is not
// trusted). Such an object's entry (its name and own hash) is computed
// once and kept in it (Object.hv, stamped with the generation it was
// computed at); an object
// of the live generation may still change and is hashed afresh at every
// call. Likewise a page of the handle table older than the VM's
// generation holds only such objects (the write that copies an object
// stores the copy into the page, which copies the page), and the sum of
// its entries is kept in it (heapPage.hsum: the boot's pages; the later
// objects are summed by the walk over the reachable heap, below). So a
// call in a run restored from a snapshot hashes afresh only the pages and
// objects the run wrote, and walks the reachable objects made after the
// boot.

// mix64 is MurmurHash3's 64-bit finalizer: a bijection whose every output
// bit depends on every input bit.
func mix64(x uint64) uint64 {
	x ^= x >> 33
	x *= 0xff51afd7ed558ccd
	x ^= x >> 33
	x *= 0xc4ceb9fe1a85ec53
	x ^= x >> 33
	return x
}

// wordHash hashes a sequence of words; each word goes through mix64 with
// everything before it.
type wordHash uint64

const wordSeed = 0x9e3779b97f4a7c15

func (h *wordHash) word(x uint64) { *h = wordHash(mix64(uint64(*h) ^ x)) }

// Tags keep the different kinds of words of a frame or thread apart.
const (
	tagDead = 0x44656164 + iota<<40
	tagRef
	tagVal
	tagMon
	tagUncaught
	tagNull
	tagInit
)

// strHash hashes a name.
func strHash(s string) uint64 {
	f := newFNV()
	f.WriteString(s)
	h := mix64(f.Sum64())
	if h == 0 { // 0 means "not computed" in the caches
		h = 1
	}
	return h
}

// nameHash is strHash(c.Name), cached.
func (c *Class) nameHash() uint64 {
	if c.nh == 0 {
		c.nh = strHash(c.Name)
	}
	return c.nh
}

// frameHash is strHash of "Class.name(desc)", cached.
func (m *Method) frameHash() uint64 {
	if m.fh == 0 {
		m.fh = strHash(m.Class.Name + "." + m.key)
	}
	return m.fh
}

// refHash is the word a reference to r is hashed as: its target's name.
// Permanent objects are numbered in the order a VM's history first needed
// them; they are named by what they stand for. fresh recomputes the
// target's cached name.
func (v *VM) refHash(r Ref, fresh bool) uint64 {
	o := v.objOK(r)
	if o == nil {
		return tagNull
	}
	if o.idh != 0 && !fresh {
		return o.idh
	}
	var h uint64
	if o.perm {
		h = strHash(v.refName(r, o))
	} else {
		h = idNameHash(o.id)
	}
	o.idh = h // the id and class of an object never change
	return h
}

// idNameHash is strHash(id.String()), without making the string.
func idNameHash(id ObjectID) uint64 {
	f := newFNV()
	var buf [20]byte
	switch id.Thread {
	case "":
		f.WriteString("boot#")
		f.Write(strconv.AppendInt(buf[:0], int64(id.Seq), 10))
	case staticsThread:
		f.WriteString("statics of ")
		f.WriteString(id.Site.Class)
	case internThread, mirrorThread, fileThread:
		return strHash(id.String())
	default:
		// Thread#Seq@Site, Site as classfile.Site.String writes it.
		f.WriteString(id.Thread)
		f.WriteString("#")
		f.Write(strconv.AppendInt(buf[:0], int64(id.Seq), 10))
		f.WriteString("@")
		for i := 0; i < len(id.Site.Class); i++ {
			c := id.Site.Class[i]
			if c == '/' {
				c = '.'
			}
			*f = (*f ^ fnv1a(c)) * fnvPrime64
		}
		f.WriteString(".")
		f.WriteString(id.Site.Method)
		f.WriteString("@")
		f.Write(strconv.AppendInt(buf[:0], int64(id.Site.PC), 10))
	}
	h := mix64(f.Sum64())
	if h == 0 {
		h = 1
	}
	return h
}

// refName is the name a reference to r (object o) is hashed by.
func (v *VM) refName(r Ref, o *Object) string {
	if o.perm {
		if c, ok := o.native.(*Class); ok {
			return "mirror:" + c.Name
		}
		if o.class == v.cString {
			return "intern:" + v.goString(r)
		}
	}
	return o.idName()
}

// objHash is o's own hash (see above); with cache false it recomputes
// the names of the objects o refers to.
func (v *VM) objHash(o *Object, cache bool) uint64 {
	h := wordHash(wordSeed)
	h.word(o.class.nameHash())
	h.word(uint64(len(o.slots)))
	switch {
	case o.class.IsArray():
		if o.class.isRefArray() {
			for _, s := range o.slots {
				h.word(v.refHash(s, !cache))
			}
		} else {
			for _, s := range o.slots {
				h.word(s)
			}
		}
	default:
		refs := o.class.instRefs
		if isStatics(o) {
			refs = o.class.staticRef
		}
		// refs is ascending (the slots of reference fields, in order).
		k := 0
		for i, s := range o.slots {
			for k < len(refs) && refs[k] < i {
				k++
			}
			if k < len(refs) && refs[k] == i {
				h.word(v.refHash(s, !cache))
			} else {
				h.word(s)
			}
		}
	}
	if o.mon != nil {
		h.word(tagMon)
		h.word(uint64(o.mon.owner)<<32 | uint64(o.mon.count))
	}
	if o.shared { // its accesses are scheduling points
		h.word(tagVal)
	}
	if o.early { // and its final fields' reads too
		h.word(tagVal)
	}
	return uint64(h)
}

// stateHash is StateHash; with cache false it trusts no cache (tests
// compare the two).
func (v *VM) stateHash(cache bool) uint64 {
	v.beginWalk()
	// Class ids follow the order in which the VM first linked each
	// class, in whatever run that was: the classes' states are combined
	// by a sum, which does not depend on it.
	var classes uint64
	for i, c := range v.classList {
		cs := v.cs(i)
		v.mark(cs.statics) // a root
		if cs.state != csNone && c.lambda == nil && c.prim == 0 {
			w := c.nameHash() ^ uint64(cs.state)<<56
			if cs.state == csBusy {
				w ^= uint64(cs.thread+1) << 40 // who initializes it
			}
			classes += mix64(w)
		}
	}
	v.threadRoots(v.mark)
	objects, n := v.reachSum(cache)
	boot := min(v.base, v.nobj)
	for p := 0; p*pageSize < boot; p++ {
		pg := v.heap[p]
		end := min((p+1)*pageSize, boot)
		// A page older than the VM's generation holds only objects as
		// old (a write copies the object and then its page), so its
		// entries' sum does not change either.
		frozen := pg.gen != v.gen
		if cache && frozen && pg.hok && pg.hgen == pg.gen && pg.hend == end {
			objects += pg.hsum
			n += pg.hn
			continue
		}
		var sum, cnt uint64
		for h := max(1, p*pageSize); h < end; h++ {
			o := pg.o[h&pageMask]
			// Permanent objects (interned literals, class mirrors) are as
			// if they had existed from the start; only references to them
			// count.
			if o == nil || o.perm {
				continue
			}
			sum += v.entryHash(Ref(h), o, cache)
			cnt++
		}
		if cache && frozen {
			pg.hsum, pg.hn, pg.hend, pg.hgen, pg.hok = sum, cnt, end, pg.gen, true
		}
		objects += sum
		n += cnt
	}
	f := wordHash(wordSeed)
	f.word(n)
	f.word(objects)
	f.word(classes)
	flag := func(b bool, bit uint64) uint64 {
		if b {
			return bit
		}
		return 0
	}
	cur := -1
	if v.current != nil {
		cur = v.current.ID
	}
	f.word(uint64(int64(cur))<<1 | flag(v.exited, 1))
	for _, t := range v.threads {
		f.word(uint64(t.state) | uint64(len(t.frames))<<8 | uint64(t.entry.next)<<32)
		if e := &t.entry; e.plan != nil {
			// An entry plan's progress: which calls completed, and the
			// failure it will end with.
			f.word(e.ok)
			f.word(v.refHash(e.fail, !cache))
			f.word(v.refHash(e.recv, !cache))
			f.word(v.refHash(e.made, !cache))
		}
		// The thread's scheduling state: what it is completing, and where
		// it stands in its monitor's wait set (by rank, not by the global
		// counter, which follows the history).
		rank := 0
		if t.state == tWaiting {
			for _, u := range v.threads {
				if u.state == tWaiting && u.monObj == t.monObj && u.waitSeq < t.waitSeq {
					rank++
				}
			}
		}
		f.word(flag(t.permit, 1) | flag(t.interrupted, 2) | flag(t.inWait, 4) | flag(t.granted, 8) |
			flag(t.ending, 16) | flag(t.yielding, 32) | flag(t.begun, 64) | flag(t.timed, 128) | uint64(t.waitCount)<<8 | uint64(rank)<<32)
		if t.timed {
			f.word(uint64(t.deadline - v.clock))
		}
		if t.monObj != 0 {
			f.word(tagMon)
			f.word(v.refHash(t.monObj, !cache))
		}
		if t.uncaught != 0 {
			f.word(tagUncaught)
			f.word(v.refHash(t.uncaught, !cache))
		}
		// Class initialization (initclass.go): the class it waits for,
		// the classes queued for their supers.
		if t.initWait != nil {
			f.word(tagInit)
			f.word(t.initWait.nameHash())
		}
		if t.mainGate {
			f.word(tagInit ^ 1) // main not entered yet
		}
		for _, p := range t.initPending {
			f.word(tagInit)
			f.word(p.c.nameHash() ^ uint64(p.depth)<<48)
		}
		for i := range t.frames {
			fr := &t.frames[i]
			f.word(fr.m.frameHash())
			if fr.init != nil {
				f.word(tagInit) // the <clinit> of fr.m's class, for its initialization
			}
			if fr.opBegun {
				f.word(tagInit ^ 2) // a synchronizer operation past its point (AtomicSync)
			}
			f.word(uint64(fr.pc))
			slots := t.stack[fr.lp:fr.sp]
			nl := min(fr.code.maxLocals, len(slots))
			var locals, stack []slotType
			exact := false
			if v.cfg.CanonicalFrames {
				locals, stack, exact = frameSlotTypes(fr, nl, len(slots)-nl)
			}
			f.word(uint64(len(slots)))
			for j, s := range slots {
				ty, typed := slotUnknown, false
				if j < nl && j < len(locals) {
					ty, typed = locals[j], true
				} else if k := j - nl; k >= 0 && k < len(stack) {
					ty, typed = stack[k], true
				}
				if ty == slotUnknown && typed && exact {
					// Dead until written again (frameSlotTypes): what it
					// still holds, an int or a handle from an older
					// path, cannot matter, and a handle depends on the
					// runs before.
					f.word(tagDead)
					continue
				}
				// A reference is named like a heap slot's, so that
				// the hash does not depend on handle numbering.
				if ty == slotRef && (s == 0 || v.objOK(s) != nil) {
					f.word(tagRef)
					f.word(v.refHash(s, !cache))
					continue
				}
				f.word(tagVal)
				f.word(s)
			}
		}
	}
	if v.sym != nil {
		g := newFNV()
		v.symHash(g, func(r Ref) string {
			if o := v.objOK(r); o != nil {
				return v.refName(r, o)
			}
			return "null"
		})
		f.word(g.Sum64())
	}
	v.io.hash(&f)
	return uint64(f)
}

// entryHash is object o's entry in the heap's sum: its name and its own
// hash; cache uses and fills o's cache (see above).
func (v *VM) entryHash(h Ref, o *Object, cache bool) uint64 {
	frozen := o.gen != v.gen
	if cache && frozen && o.hok && o.hgen == o.gen {
		return o.hv
	}
	e := mix64(v.refHash(h, !cache) ^ mix64(v.objHash(o, cache)^wordSeed))
	if cache && frozen {
		o.hv, o.hgen, o.hok = e, o.gen, true
	}
	return e
}

// The heap the hash sums is the reachable one. An object the program can
// no longer reach (a polling loop's temporary list, an exception caught
// and dropped) changes nothing the program does from then on, so two
// states that differ only in such garbage hash equal, as a spin that
// allocates returns to the state it started from.
//
// The boot's objects (handles below base) all count, reachable or not:
// they are the same in every run, and walking them (thousands, the JDK's)
// at every call would cost what the caches above save. The others count
// when reachable from the roots (the classes' statics, the
// permanent objects, the threads' objects, frames and the references
// the VM keeps for them) or from a boot object. A boot object written
// since the boot (a generation newer than baseGen: boot ends with a new
// generation, and every write after it copies the object) is the only
// kind that can refer to a later object; a page older than the VM's
// generation keeps the list of such references (heapPage.roots), and
// a page no newer than baseGen holds none. The walk then visits only
// the reachable objects from base on, each with its cached own hash.
//
// What it leaves out besides garbage: the threads' allocation counters
// (ObjectID.Seq), which name the objects still to come. States that
// differ only there have the same futures up to those names, and so up
// to the identity hash codes derived from them, which a JVM chooses
// freely.

// endBoot ends the boot: what exists now is the boot heap (see above).
func (v *VM) endBoot() {
	v.base, v.baseGen = v.nobj, v.gen
	v.gen++ // every later write copies a boot object first
	v.permAbove = v.permAbove[:0]
}

// notePerm records permanent object h for the walk's roots.
func (v *VM) notePerm(h Ref) {
	if int(h) >= v.base {
		v.permAbove = append(v.permAbove, h)
	}
}

// threadRoots calls push with every reference the VM holds outside the
// heap but the classes' statics (which stateHash marks in its loop over
// the classes): the permanent objects made after boot, the threads'
// objects, monitors, exceptions and frames. A frame slot whose type the
// bytecode tells (frameSlotTypes) is a root when it is a reference; a
// dead slot (exact and unknown) is not; a slot of no known type is taken
// as a reference.
func (v *VM) threadRoots(push func(Ref)) {
	for _, h := range v.permAbove {
		push(h)
	}
	for _, t := range v.threads {
		push(t.obj)
		push(t.monObj)
		push(t.exc)
		push(t.nestedExc)
		push(t.nestedRet) // a reference or not: pushing a value that is not a handle does nothing
		push(t.uncaught)
		push(t.entry.recv)
		push(t.entry.fail)
		push(t.entry.made)
		for i := range t.frames {
			fr := &t.frames[i]
			push(fr.sync)
			slots := t.stack[fr.lp:fr.sp]
			nl := min(fr.code.maxLocals, len(slots))
			var locals, stack []slotType
			exact, typedFrame := false, false
			for j, s := range slots {
				if s < Ref(v.base) || s >= Ref(v.nobj) {
					continue // not a handle of the walk's
				}
				if !typedFrame {
					locals, stack, exact = frameSlotTypes(fr, nl, len(slots)-nl)
					typedFrame = true
				}
				ty, typed := slotUnknown, false
				if j < nl && j < len(locals) {
					ty, typed = locals[j], true
				} else if k := j - nl; k >= 0 && k < len(stack) {
					ty, typed = stack[k], true
				}
				if typed && (ty == slotPrim || ty == slotUnknown && exact) {
					continue
				}
				push(s)
			}
		}
	}
}

// mark adds r to the walk if it is a handle from base on not yet reached.
func (v *VM) mark(r Ref) {
	if r < Ref(v.base) || r >= Ref(v.nobj) {
		return
	}
	i := r - Ref(v.base)
	if v.seen[i] == v.seenEpoch || v.heap.at(r) == nil {
		return
	}
	v.seen[i] = v.seenEpoch
	v.walk = append(v.walk, r)
}

// markRefs marks the objects o refers to; with rec, it also appends to
// *rec each of its references from base on, marked before or not.
func (v *VM) markRefs(o *Object, rec *[]Ref) {
	if o.class.IsArray() {
		if o.class.isRefArray() {
			for _, s := range o.slots {
				v.markRec(s, rec)
			}
		}
		return
	}
	idx := o.class.instRefs
	if isStatics(o) {
		idx = o.class.staticRef
	}
	for _, i := range idx {
		if i < len(o.slots) {
			v.markRec(o.slots[i], rec)
		}
	}
}

// markRec is mark, which also appends r to *rec (if rec is not nil) when
// r is from base on.
func (v *VM) markRec(r Ref, rec *[]Ref) {
	if rec != nil && r >= Ref(v.base) && r < Ref(v.nobj) {
		*rec = append(*rec, r)
	}
	v.mark(r)
}

// bootRoots marks what the boot objects of page p written since the boot
// refer to from base on (see above).
func (v *VM) bootRoots(p int, cache bool) {
	pg := v.heap[p]
	if pg.gen <= v.baseGen {
		return // as the boot left it
	}
	frozen := pg.gen != v.gen
	if cache && frozen && pg.rok && pg.rgen == pg.gen {
		for _, r := range pg.roots {
			v.mark(r)
		}
		return
	}
	var roots []Ref
	end := min((p+1)*pageSize, v.base, v.nobj)
	for h := max(1, p*pageSize); h < end; h++ {
		o := pg.o[h&pageMask]
		if o == nil || o.gen <= v.baseGen {
			continue
		}
		v.markRefs(o, &roots)
	}
	if cache && frozen {
		pg.roots, pg.rgen, pg.rok = roots, pg.gen, true
	}
}

// beginWalk starts a reachability walk: nothing is marked.
func (v *VM) beginWalk() {
	v.seenEpoch++
	if v.seenEpoch == 0 {
		clear(v.seen)
		v.seenEpoch = 1
	}
	if need := v.nobj - v.base; len(v.seen) < need {
		v.seen = append(v.seen, make([]uint32, need-len(v.seen))...)
	}
	v.walk = v.walk[:0]
}

// reachSum completes the walk beginWalk began and the roots started
// (see above): it returns the sum of the entries of the objects from
// base on that the program can reach, and their number.
func (v *VM) reachSum(cache bool) (sum, n uint64) {
	for p := 0; p*pageSize < v.base; p++ {
		v.bootRoots(p, cache)
	}
	for len(v.walk) > 0 {
		h := v.walk[len(v.walk)-1]
		v.walk = v.walk[:len(v.walk)-1]
		o := v.heap.at(h)
		if !o.perm { // as in the boot's pages: only references to them count
			sum += v.entryHash(h, o, cache)
			n++
		}
		v.markRefs(o, nil)
	}
	return sum, n
}
