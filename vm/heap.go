package vm

import (
	"math"
	"strconv"

	"weft/classfile"
)

// Ref is a reference: a handle into the heap's object table, 0 for null.
// References are handles rather than Go pointers so that the heap can be
// snapshotted and restored copy-on-write.
type Ref = uint64

// ObjectID names an object stably across re-executions and interleavings:
// the allocating thread's identity, the allocation site, and how many
// objects that thread had allocated at that site (1 for the first). Counting
// per site keeps data-dependent allocations at one site from shifting the
// ids of objects allocated elsewhere.
//
// Thread is the thread's stable key (VM.threadKey), not its run-time id
// (which follows the global start order, and so the interleaving): "main",
// and for any other thread its starter's key, a dot and the starter's
// count of threads started so far ("main.2" is the second thread main
// started, "main.2.1" the first one that thread started). Objects made
// while the VM boots, outside any thread, have Thread "" and a global Seq;
// a class's static fields are an object with Thread "statics" and the
// class as Site.Class; interned strings and class mirrors have Thread
// "intern" and "mirror" (internThread).
type ObjectID struct {
	Thread string
	Site   classfile.Site
	Seq    int
}

func (id ObjectID) String() string {
	// Not fmt: the state hash names every object this way.
	switch id.Thread {
	case "":
		return "boot#" + strconv.Itoa(id.Seq)
	case staticsThread:
		return "statics of " + id.Site.Class
	case internThread:
		text := strconv.Quote(keyString(id.Site.Class))
		if id.Seq == 1 {
			return "value of intern " + text
		}
		return "intern " + text
	case mirrorThread:
		return "mirror of " + id.Site.Class
	case fileThread:
		return "file " + id.Site.Class
	}
	return id.Thread + "#" + strconv.Itoa(id.Seq) + "@" + id.Site.String()
}

// staticsThread is the Thread of the ObjectID of a class's static fields
// (Site.Class names the class).
const staticsThread = "statics"

// internThread and mirrorThread are the Thread of the ObjectIDs of the
// permanent objects: an interned string (Site.Class holds its UTF-16
// chars as charsKey makes them; Seq 1 is its value array) and a class
// mirror (Site.Class names the class). They are named by what they stand
// for, so that their names and identity hash codes do not depend on the
// order in which a VM's runs first needed them.
const (
	internThread = "intern"
	mirrorThread = "mirror"
)

// fileThread is the Thread of the ObjectID that names a file (Site.Class
// its absolute path, or "<stdin>") in the events of file operations
// (io.go); no heap object has it.
const fileThread = "file"

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
	// early: a final field of the object was written while it was
	// shared (its constructor let this escape, e.g. to a thread it
	// started, and then assigned the field): its final fields are not
	// frozen (JLS 17.5), and their reads are visible accesses as other
	// fields' are.
	early bool
	// key caches id.String() + "/" + class.Name for StateHash (set on
	// first use; a copy made on write keeps it, as it keeps id and class).
	key string
	// StateHash's caches (statehash.go): idh is the hash of the name
	// references to the object are hashed by (0 until first used; a copy
	// keeps it, as it keeps id and class); hv is the object's entry in the
	// heap's sum (its name and own hash),
	// valid when hok is set and hgen is gen and older than the VM's
	// generation (so a copy made on write does not trust it).
	idh  uint64
	hv   uint64
	hgen uint32
	hok  bool
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

// The object table and the class-state table are persistent at page
// granularity: each is a slice of fixed-size pages stamped with the
// generation that owns them. A snapshot copies only the slice of page
// pointers and bumps the generation; the first write to a page after that
// copies the page (and the first write to an object copies the object).

const (
	pageBits = 9
	pageSize = 1 << pageBits
	pageMask = pageSize - 1
)

type heapPage struct {
	o   [pageSize]*Object
	gen uint32
	// StateHash's cache (statehash.go): the sum of the page's entries
	// and their number, for handles below hend, valid when hok is set
	// and hgen is gen and older than the VM's generation.
	hsum, hn uint64
	hend     int
	hgen     uint32
	hok      bool
	// The references from the page's boot objects written since the boot
	// to handles from VM.base on (reachability roots, statehash.go),
	// valid when rok is set and rgen is gen and older than the VM's
	// generation.
	roots []Ref
	rgen  uint32
	rok   bool
}

// heapTable maps handles to objects, pageSize handles per page.
type heapTable []*heapPage

func (p heapTable) at(h Ref) *Object { return p[h>>pageBits].o[h&pageMask] }

// obj returns the object for a non-null handle.
func (v *VM) obj(h Ref) *Object { return v.heap[h>>pageBits].o[h&pageMask] }

// objOK returns the object for h, or nil if h is null or out of range.
func (v *VM) objOK(h Ref) *Object {
	if h == 0 || h >= Ref(v.nobj) {
		return nil
	}
	return v.obj(h)
}

// setObj stores o at handle h, copying h's page first if an older
// generation owns it and growing the table (with nil holes) as needed.
func (v *VM) setObj(h Ref, o *Object) {
	i := int(h >> pageBits)
	for i >= len(v.heap) {
		v.heap = append(v.heap, v.newPage())
	}
	pg := v.heap[i]
	if pg.gen != v.gen {
		pg = v.copyPage(pg)
		v.heap[i] = pg
	}
	pg.o[h&pageMask] = o
	if int(h) >= v.nobj {
		v.nobj = int(h) + 1
	}
}

// mut returns the object for h, copying it first if it belongs to an
// older snapshot generation (copy-on-write).
func (v *VM) mut(h Ref) *Object {
	o := v.obj(h)
	if o.gen != v.gen {
		o = v.copyObj(o)
		v.setObj(h, o)
	}
	return o
}

// alloc allocates an object of class c with n slots, named by thread t's
// counter and the current site; with t nil, a boot-time or permanent
// object.
func (v *VM) alloc(t *Thread, c *Class, n int) Ref { return v.allocObj(t, c, n, t == nil) }

// allocObj is alloc; perm places the object above every handle any branch
// of snapshots used (a permanent object outlives restores). Other objects
// take the next handle: the statics of a class initialized during a run
// are made outside any thread (t nil) but are restored like any object,
// and placing them at the high-water mark left a hole of every handle the
// earlier runs used, which each run then paid for in fresh pages of the
// handle table and in Restore's and StateHash's scans.
func (v *VM) allocObj(t *Thread, c *Class, n int, perm bool) Ref {
	o := v.newObj(n)
	o.class = c
	if t != nil {
		o.id = ObjectID{Thread: v.threadKey(t), Site: t.site(), Seq: t.nextSeq(&v.free)}
	} else {
		// Boot-time and permanent objects; this counter is never restored.
		v.bootSeq++
		o.id = ObjectID{Seq: v.bootSeq}
	}
	h := Ref(v.nobj)
	if perm && v.highWater > v.nobj {
		// Permanent objects outlive restores (ops cache their handles):
		// never at a handle a snapshot of another branch may use.
		h = Ref(v.highWater)
	}
	v.setObj(h, o)
	v.highWater = max(v.highWater, int(h)+1)
	v.allocs++
	return h
}

const csBits = 6

type csPage struct {
	c   [1 << csBits]classState
	gen uint32
}

// csTable maps class ids to their initialization state and statics.
type csTable []*csPage

// cs returns class id's state for reading.
func (v *VM) cs(id int) *classState { return &v.cstate[id>>csBits].c[id&(1<<csBits-1)] }

// csw returns class id's state for writing, copying its page first if an
// older generation owns it.
func (v *VM) csw(id int) *classState {
	i := id >> csBits
	for i >= len(v.cstate) {
		v.cstate = append(v.cstate, v.newCSPage())
	}
	pg := v.cstate[i]
	if pg.gen != v.gen {
		pg = v.copyCSPage(pg)
		v.cstate[i] = pg
	}
	return &pg.c[id&(1<<csBits-1)]
}

func (v *VM) newObject(t *Thread, c *Class) Ref { return v.alloc(t, c, c.nInst) }

func (v *VM) newArray(t *Thread, c *Class, n int) Ref { return v.alloc(t, c, n) }

// isRefArray reports whether an array's elements are references.
func (c *Class) isRefArray() bool { return c.elemDesc == 'L' || c.elemDesc == '[' }

// markShared marks h and everything reachable from it as shared.
func (v *VM) markShared(h Ref) {
	if h == 0 || v.obj(h).shared {
		return
	}
	stack := []Ref{h}
	for len(stack) > 0 {
		r := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		o := v.obj(r)
		if o == nil || o.shared {
			continue
		}
		o = v.mut(r)
		o.shared = true
		if o.class.IsArray() {
			if o.class.isRefArray() {
				for _, s := range o.slots {
					if s != 0 && !v.obj(s).shared {
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
			if s := o.slots[i]; s != 0 && !v.obj(s).shared {
				stack = append(stack, s)
			}
		}
	}
}
