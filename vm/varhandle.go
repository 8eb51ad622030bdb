package vm

import (
	"strings"

	"weft/classfile"
)

// VarHandles are modelled natively: MethodHandles.lookup().findVarHandle
// and friends return a VarHandle object whose Go payload names the field or
// array, and the signature-polymorphic access methods (get, set,
// compareAndSet, getAndAdd …) are natives built per call-site descriptor.
// This keeps java.util.concurrent (AtomicReference, FutureTask, …) off the
// java.lang.invoke machinery.

type varHandle struct {
	field *Field // nil for array element handles
	array bool
	desc  string // value descriptor
	// A view of a byte[] as elements of desc (byteArrayViewVarHandle):
	// the index is a byte offset, the bytes in big- or little-endian order.
	view      bool
	bigEndian bool
}

// polyFactories build the native for a signature-polymorphic call site
// from its parameter and return descriptors.
var polyFactories = map[string]func(name string, params []string, ret string) nativeFn{}

func init() {
	reg("java/lang/invoke/MethodHandles.lookup()Ljava/lang/invoke/MethodHandles$Lookup;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		lc, err := v.loadClass("java/lang/invoke/MethodHandles$Lookup")
		if err != nil {
			return 0, err
		}
		return v.newObject(t, lc), nil
	})
	// privateLookupIn(Class, Lookup): the JDK's own code (Striped64 for
	// LongAdder, ThreadLocalRandom's users) asks for a private lookup in
	// java.lang.Thread to find a VarHandle. The VM's lookups carry no access
	// modes (findVarHandle is native and does not check them), so the
	// answer is a lookup like MethodHandles.lookup's.
	reg("java/lang/invoke/MethodHandles.privateLookupIn(Ljava/lang/Class;Ljava/lang/invoke/MethodHandles$Lookup;)Ljava/lang/invoke/MethodHandles$Lookup;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		if a[0] == 0 || a[1] == 0 {
			return 0, v.throwNew(t, "java/lang/NullPointerException", "")
		}
		lc, err := v.loadClass("java/lang/invoke/MethodHandles$Lookup")
		if err != nil {
			return 0, err
		}
		return v.newObject(t, lc), nil
	})
	findVH := func(static bool) nativeFn {
		return func(v *VM, t *Thread, a []uint64) (uint64, error) {
			c := v.classOf(a[1])
			name := v.goString(a[2])
			f := c.findField(name)
			if f == nil || f.Static != static {
				return 0, v.throwNew(t, "java/lang/NoSuchFieldException", name)
			}
			if static {
				if exc, err := v.initClass(t, f.Class); err != nil || exc != 0 {
					if exc != 0 {
						return 0, &javaThrow{exc}
					}
					return 0, err
				}
			}
			return v.newVarHandle(t, &varHandle{field: f, desc: f.Desc})
		}
	}
	reg("java/lang/invoke/MethodHandles$Lookup.findVarHandle(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/invoke/VarHandle;", findVH(false))
	reg("java/lang/invoke/MethodHandles$Lookup.findStaticVarHandle(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/invoke/VarHandle;", findVH(true))
	reg("java/lang/invoke/MethodHandles.arrayElementVarHandle(Ljava/lang/Class;)Ljava/lang/invoke/VarHandle;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		c := v.classOf(a[0])
		if !c.IsArray() {
			return 0, v.throwNew(t, "java/lang/IllegalArgumentException", "not an array class: "+c.Name)
		}
		return v.newVarHandle(t, &varHandle{array: true, desc: c.elem.descriptor()})
	})
	for _, f := range []string{"fullFence", "acquireFence", "releaseFence", "loadLoadFence", "storeStoreFence"} {
		reg("java/lang/invoke/VarHandle."+f+"()V", noop)
	}
	for _, name := range []string{"get", "getVolatile", "getAcquire", "getOpaque", "set", "setVolatile", "setRelease", "setOpaque",
		"compareAndSet", "weakCompareAndSet", "weakCompareAndSetPlain", "weakCompareAndSetAcquire", "weakCompareAndSetRelease",
		"compareAndExchange", "compareAndExchangeAcquire", "compareAndExchangeRelease",
		"getAndSet", "getAndSetAcquire", "getAndSetRelease", "getAndAdd", "getAndAddAcquire", "getAndAddRelease",
		"getAndBitwiseOr", "getAndBitwiseAnd", "getAndBitwiseXor"} {
		polyFactories["java/lang/invoke/VarHandle."+name] = vhAccess
	}
}

func (v *VM) newVarHandle(t *Thread, vh *varHandle) (uint64, error) {
	c, err := v.loadClass("java/lang/invoke/VarHandle")
	if err != nil {
		return 0, err
	}
	h := v.newObject(t, c)
	v.obj(h).native = vh
	return h, nil
}

func vhAccess(name string, params []string, ret string) nativeFn {
	// What the access method does, from its name alone: made once per
	// call site, not at each call.
	kind := KRead
	switch {
	case strings.HasPrefix(name, "set"):
		kind = KWrite
	case strings.Contains(name, "ompare") || strings.HasPrefix(name, "getAnd"):
		kind = KCAS
	}
	cas := strings.Contains(name, "ompareAndSet")
	return func(v *VM, t *Thread, a []uint64) (uint64, error) {
		vh, ok := v.obj(a[0]).native.(*varHandle)
		if !ok {
			return 0, vmErrorf("VarHandle not created by MethodHandles.lookup() is not modelled")
		}
		if vh.view {
			return v.viewAccess(t, vh, name, a)
		}
		// Coordinates, then values.
		var obj Ref
		var slot int
		i, coords := 1, 0
		switch {
		case vh.array:
			obj = a[1]
			idx := int32(a[2])
			i, coords = 3, 2
			if obj == 0 {
				return 0, v.throwNew(t, "java/lang/NullPointerException", "")
			}
			if uint32(idx) >= uint32(len(v.obj(obj).slots)) {
				return 0, v.throwNew(t, "java/lang/ArrayIndexOutOfBoundsException", indexMsg(idx, len(v.obj(obj).slots)))
			}
			slot = int(idx)
		case vh.field.Static:
			obj = v.cs(vh.field.Class.id).statics
			slot = vh.field.Slot
		default:
			obj = a[1]
			i, coords = 2, 1
			if obj == 0 {
				return 0, v.throwNew(t, "java/lang/NullPointerException", "")
			}
			slot = vh.field.Slot
		}
		// The values, converted from the call site's types to the
		// variable's as the JDK's invoke (asType) does: widening,
		// boxing, unboxing, casts.
		var vals []uint64
		for p := coords; p < len(params) && i < len(a); p++ {
			x, err := v.vhConvert(t, a[i], params[p], vh.desc, name, params, ret)
			if err != nil {
				return 0, err
			}
			vals = append(vals, x)
			i++
			if classfile.IsWide(params[p]) {
				i++
			}
		}
		o := v.obj(obj)
		acc := Access{Kind: kind, Obj: o.id, HasObj: true, Volatile: true}
		if vh.array {
			acc.Index = slot
			if kind == KRead {
				acc.Kind = KArrayRead
			} else if kind == KWrite {
				acc.Kind = KArrayWrite
			}
		} else {
			acc = vh.field.access(kind, o)
			acc.Volatile = true
		}
		if o.shared && v.multi() {
			if v.point(t, acc) {
				return 0, errBlocked
			}
		}
		mask := func(x uint64) uint64 {
			switch vh.desc {
			case "J", "D":
				return x
			case "Z":
				return x & 1
			}
			return x & 0xffffffff
		}
		old := o.slots[slot]
		store := func(x uint64) {
			v.mut(obj).slots[slot] = x
			if o.shared && x != 0 && (vh.desc[0] == 'L' || vh.desc[0] == '[') {
				v.markShared(x)
			}
		}
		var res uint64
		var val uint64
		switch {
		case kind == KRead:
			res, val = old, old
		case kind == KWrite:
			store(vals[0])
			val = vals[0]
		case strings.HasPrefix(name, "compareAndExchange"):
			if mask(old) == mask(vals[0]) {
				store(vals[1])
			}
			res, val = old, vals[1]
		case strings.Contains(name, "ompareAndSet"):
			ok := mask(old) == mask(vals[0])
			if ok {
				store(vals[1])
			}
			res, val = boolSlot(ok), vals[1]
		case strings.HasPrefix(name, "getAndSet"):
			store(vals[0])
			res, val = old, vals[0]
		case strings.HasPrefix(name, "getAndAdd"):
			var n uint64
			switch vh.desc {
			case "J":
				n = old + vals[0]
			case "I", "S", "B", "C":
				n = uint64(uint32(old + vals[0]))
			default:
				return 0, vmErrorf("VarHandle.%s on %s is not modelled", name, vh.desc)
			}
			store(n)
			res, val = old, n
		case strings.HasPrefix(name, "getAndBitwise"):
			var n uint64
			switch {
			case strings.HasSuffix(name, "Or"):
				n = old | vals[0]
			case strings.HasSuffix(name, "And"):
				n = old & vals[0]
			default:
				n = old ^ vals[0]
			}
			store(mask(n))
			res, val = old, n
		}
		if o.shared && v.syncVisible() {
			v.emit(t, acc, val)
		}
		natural := vh.desc
		switch {
		case kind == KWrite:
			natural = "V"
		case cas:
			natural = "Z"
		}
		if ret == "V" || natural == "V" {
			return 0, nil
		}
		return v.vhConvert(t, res, natural, ret, name, params, ret)
	}
}
