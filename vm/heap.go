package vm

import (
	"fmt"
	"math"

	"weft/classfile"
)

// Ref is a reference: a handle into the heap's object table, 0 for null.
// References are handles rather than Go pointers so that the heap can be
// snapshotted and restored copy-on-write.
type Ref = uint64

// ObjectID names an object stably across re-executions (002 §3.4): the
// thread that allocated it, the allocation site, and that thread's
// allocation counter.
type ObjectID struct {
	Thread int
	Site   classfile.Site
	Seq    int
}

func (id ObjectID) String() string {
	return fmt.Sprintf("T%d#%d@%s", id.Thread, id.Seq, id.Site)
}

// Object is a heap object or array. Instance fields and array elements are
// slots; long and double fields take two slots (the value is in the first).
type Object struct {
	class  *Class
	slots  []uint64
	mon    *Monitor
	id     ObjectID
	gen    uint32 // snapshot generation that owns this copy
	shared bool   // reachable by more than one thread
	perm   bool   // interned literal or class mirror: survives restore
	// native is a Go-side payload: *Class for mirrors, []stackElem for
	// throwables' backtraces, a thread id for Thread objects, an fd for
	// PrintStreams. Payloads are immutable once set (or copied on write).
	native any
}

// Class returns the object's class.
func (o *Object) Class() *Class { return o.class }

// Monitor is an object's lock: owner, recursion count, the threads blocked
// entering it are found by scanning threads (thread.blockedOn).
type Monitor struct {
	owner int // thread id + 1; 0 when free
	count int
}

func int32Slot(i int32) uint64    { return uint64(uint32(i)) }
func floatSlot(f float32) uint64  { return uint64(math.Float32bits(f)) }
func doubleSlot(d float64) uint64 { return math.Float64bits(d) }
func slotFloat(s uint64) float32  { return math.Float32frombits(uint32(s)) }
func slotDouble(s uint64) float64 { return math.Float64frombits(s) }
func boolSlot(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}

// obj returns the object for a non-null handle.
func (v *VM) obj(h Ref) *Object { return v.heap[h] }

// mut returns the object for h, copying it first if it belongs to an
// older snapshot generation (copy-on-write).
func (v *VM) mut(h Ref) *Object {
	o := v.heap[h]
	if o.gen != v.gen {
		n := *o
		n.slots = append([]uint64(nil), o.slots...)
		if o.mon != nil {
			m := *o.mon
			n.mon = &m
		}
		n.gen = v.gen
		v.heap[h] = &n
		o = &n
	}
	return o
}

// alloc allocates an object of class c with n slots, named by thread t's
// counter and the current site.
func (v *VM) alloc(t *Thread, c *Class, n int) Ref {
	o := &Object{class: c, slots: make([]uint64, n), gen: v.gen}
	if t != nil {
		t.allocSeq++
		o.id = ObjectID{Thread: t.ID, Site: t.site(), Seq: t.allocSeq}
	} else {
		// Boot-time and permanent objects; this counter is never restored.
		v.bootSeq++
		o.id = ObjectID{Thread: -1, Seq: v.bootSeq}
	}
	v.heap = append(v.heap, o)
	v.allocs++
	return Ref(len(v.heap) - 1)
}

func (v *VM) newObject(t *Thread, c *Class) Ref { return v.alloc(t, c, c.nInst) }

func (v *VM) newArray(t *Thread, c *Class, n int) Ref { return v.alloc(t, c, n) }

// isRefArray reports whether an array's elements are references.
func (c *Class) isRefArray() bool { return c.elemDesc == 'L' || c.elemDesc == '[' }

// markShared marks h and everything reachable from it as shared.
func (v *VM) markShared(h Ref) {
	if h == 0 || v.heap[h].shared {
		return
	}
	stack := []Ref{h}
	for len(stack) > 0 {
		r := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		o := v.heap[r]
		if o == nil || o.shared {
			continue
		}
		o = v.mut(r)
		o.shared = true
		if o.class.IsArray() {
			if o.class.isRefArray() {
				for _, s := range o.slots {
					if s != 0 && !v.heap[s].shared {
						stack = append(stack, s)
					}
				}
			}
			continue
		}
		refs := o.class.instRefs
		if o.class.lambda != nil {
			refs = o.class.lambda.refSlots
		}
		for _, i := range refs {
			if s := o.slots[i]; s != 0 && !v.heap[s].shared {
				stack = append(stack, s)
			}
		}
	}
}
