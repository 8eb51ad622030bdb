package vm

import (
	"encoding/binary"
	"fmt"
	"slices"
	"strings"
)

// reachableFresh is the set of handles from base on that StateHash's walk
// must reach, computed from scratch: from the roots and from every boot
// object, written since the boot or not, through a plain map.
func (v *VM) reachableFresh() map[Ref]bool {
	reach := map[Ref]bool{}
	var stack []Ref
	push := func(r Ref) {
		if r != 0 && r < Ref(v.nobj) && v.obj(r) != nil && !reach[r] {
			reach[r] = true
			stack = append(stack, r)
		}
	}
	v.eachRoot(push)
	for h := 1; h < v.base; h++ {
		push(Ref(h))
	}
	for len(stack) > 0 {
		r := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		o := v.obj(r)
		refs := refMask(o)
		for i, s := range o.slots {
			if refs[i] {
				push(s)
			}
		}
	}
	return reach
}

// stateHashOld is StateHash as it was before its caches (a string key per
// object, sorted; FNV-1a over bytes), over the boot's objects and the
// reachable ones (reachableFresh): the tests check that the two functions
// tell the same states apart.
func (v *VM) stateHashOld() uint64 {
	reach := v.reachableFresh()
	type entry struct {
		id string
		h  uint64
	}
	idOf := func(r Ref) string {
		o := v.objOK(r)
		if o == nil {
			return "null"
		}
		if o.perm {
			// Permanent objects are numbered in the order a VM's history
			// first needed them; name them by what they stand for.
			if c, ok := o.native.(*Class); ok {
				return "mirror:" + c.Name
			}
			if o.class == v.cString {
				return "intern:" + v.goString(r)
			}
		}
		return o.idName()
	}
	var es []entry
	buf := make([]byte, 8)
	for h := Ref(1); h < Ref(v.nobj); h++ {
		o := v.obj(h)
		// Permanent objects (interned literals, class mirrors) are as if
		// they had existed from the start; only references to them count.
		if o == nil || o.perm || int(h) >= v.base && !reach[h] {
			continue
		}
		f := newFNV()
		f.WriteString(o.class.Name)
		refs := refMask(o)
		for i, s := range o.slots {
			if refs[i] {
				f.WriteString(idOf(s))
			} else {
				binary.LittleEndian.PutUint64(buf, s)
				f.Write(buf)
			}
		}
		if o.mon != nil {
			binary.LittleEndian.PutUint64(buf, uint64(o.mon.owner)<<32|uint64(o.mon.count))
			f.Write(buf)
		}
		if o.shared { // its accesses are scheduling points
			f.Write([]byte{'S'})
		}
		es = append(es, entry{o.hashKey(), f.Sum64()})
	}
	slices.SortFunc(es, func(a, b entry) int { return strings.Compare(a.id, b.id) })
	f := newFNV()
	for _, e := range es {
		f.WriteString(e.id)
		binary.LittleEndian.PutUint64(buf, e.h)
		f.Write(buf)
	}
	// Class ids follow the order in which the VM first linked each
	// class, in whatever run that was: the classes' states are combined
	// by a sum, which does not depend on it.
	var classes uint64
	for i := range v.classList {
		if c := v.cs(i); c.state != csNone && v.classList[i].lambda == nil && v.classList[i].prim == 0 {
			g := newFNV()
			g.WriteString(v.classList[i].Name)
			g.Write([]byte{c.state})
			if c.state == csBusy {
				g.WriteString(fmt.Sprintf("by %d", c.thread))
			}
			classes += g.Sum64()
		}
	}
	binary.LittleEndian.PutUint64(buf, classes)
	f.Write(buf)
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
	binary.LittleEndian.PutUint64(buf, uint64(int64(cur))<<1|flag(v.exited, 1))
	f.Write(buf)
	for _, t := range v.threads {
		binary.LittleEndian.PutUint64(buf, uint64(t.state)|uint64(len(t.frames))<<8|uint64(t.entry.next)<<32)
		f.Write(buf)
		if e := &t.entry; e.plan != nil {
			// An entry plan's progress: which calls completed, and the
			// failure it will end with.
			binary.LittleEndian.PutUint64(buf, e.ok)
			f.Write(buf)
			f.WriteString(idOf(e.fail) + "/" + idOf(e.recv) + "/" + idOf(e.made))
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
		binary.LittleEndian.PutUint64(buf, flag(t.permit, 1)|flag(t.interrupted, 2)|flag(t.inWait, 4)|flag(t.granted, 8)|
			flag(t.ending, 16)|flag(t.yielding, 32)|flag(t.begun, 64)|flag(t.timed, 128)|uint64(t.waitCount)<<8|uint64(rank)<<32)
		f.Write(buf)
		if t.timed {
			binary.LittleEndian.PutUint64(buf, uint64(t.deadline-v.clock))
			f.Write(buf)
		}
		if t.monObj != 0 {
			f.WriteString("mon:" + idOf(t.monObj) + "\x00")
		}
		if t.uncaught != 0 {
			f.WriteString("uncaught:" + idOf(t.uncaught) + "\x00")
		}
		if t.initWait != nil {
			f.WriteString("initwait:" + t.initWait.Name + "\x00")
		}
		if t.mainGate {
			f.WriteString("maingate\x00")
		}
		for _, p := range t.initPending {
			f.WriteString(fmt.Sprintf("initpending:%s@%d\x00", p.c.Name, p.depth))
		}
		for i := range t.frames {
			fr := &t.frames[i]
			f.WriteString(fr.m.Class.Name)
			f.WriteString(".")
			f.WriteString(fr.m.key)
			if fr.init != nil {
				f.WriteString("/init")
			}
			binary.LittleEndian.PutUint64(buf, uint64(fr.pc))
			f.Write(buf)
			slots := t.stack[fr.lp:fr.sp]
			nl := min(fr.code.maxLocals, len(slots))
			var locals, stack []slotType
			exact := false
			if v.cfg.CanonicalFrames {
				locals, stack, exact = frameSlotTypes(fr, nl, len(slots)-nl)
			}
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
					f.Write([]byte{'D'})
					continue
				}
				// A reference is named like a heap slot's, so that
				// the hash does not depend on handle numbering.
				if ty == slotRef && (s == 0 || v.objOK(s) != nil) {
					f.Write([]byte{'R'})
					f.WriteString(idOf(s))
					f.Write([]byte{0})
					continue
				}
				binary.LittleEndian.PutUint64(buf, s)
				f.Write([]byte{'V'})
				f.Write(buf)
			}
		}
	}
	v.symHash(f, idOf)
	return f.Sum64()
}

// refMask tells which slots of o hold references.
func refMask(o *Object) []bool {
	refs := make([]bool, len(o.slots))
	switch {
	case o.class.IsArray():
		if o.class.isRefArray() {
			for i := range o.slots {
				refs[i] = true
			}
		}
	case isStatics(o):
		for _, i := range o.class.staticRef {
			if i < len(refs) {
				refs[i] = true
			}
		}
	default:
		for _, i := range o.class.instRefs {
			if i < len(refs) {
				refs[i] = true
			}
		}
	}
	return refs
}
