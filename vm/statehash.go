package vm

import "strconv"

// The state hash (StateHash) in words rather than strings: every name is
// hashed once and cached (a class's, a method's, the ObjectID references
// to an object are named by), each object's own hash is cached while copy-
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
// trusted). Such an object's hash is computed once and kept in it
// (Object.hv, stamped with the generation it was computed at); an object
// of the live generation may still change and is hashed afresh at every
// call. Likewise a page of the handle table older than the VM's
// generation holds only such objects (the write that copies an object
// stores the copy into the page, which copies the page), and the sum of
// its entries is kept in it (heapPage.hsum). So a call in a run restored
// from a snapshot hashes afresh only the pages and objects the run wrote.

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

// objHash is o's own hash (see above); cache uses and fills o's cache.
func (v *VM) objHash(o *Object, cache bool) uint64 {
	frozen := o.gen != v.gen
	if cache && frozen && o.hok && o.hgen == o.gen {
		return o.hv
	}
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
	if cache && frozen {
		o.hv, o.hgen, o.hok = uint64(h), o.gen, true
	}
	return uint64(h)
}

// stateHash is StateHash; with cache false it trusts no cache (tests
// compare the two).
func (v *VM) stateHash(cache bool) uint64 {
	var objects, n uint64
	for p := 0; p*pageSize < v.nobj; p++ {
		pg := v.heap[p]
		end := min((p+1)*pageSize, v.nobj)
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
			sum += mix64(v.refHash(Ref(h), !cache) ^ mix64(v.objHash(o, cache)^wordSeed))
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
	// Class ids follow the order in which the VM first linked each
	// class, in whatever run that was: the classes' states are combined
	// by a sum, which does not depend on it.
	var classes uint64
	for i, c := range v.classList {
		if cs := v.cs(i); cs.state != csNone && c.lambda == nil && c.prim == 0 {
			w := c.nameHash() ^ uint64(cs.state)<<56
			if cs.state == csBusy {
				w ^= uint64(cs.thread+1) << 40 // who initializes it
			}
			classes += mix64(w)
		}
	}
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
