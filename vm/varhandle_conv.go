package vm

import (
	"strings"

	"weft/classfile"
)

// A VarHandle's access methods are signature-polymorphic and invoked with
// the JDK's invoke (not invokeExact) behaviour: the call site's types are
// adapted to the handle's as MethodHandle.asType does. `V.get(p)` in a
// string concatenation returns Object (the int boxed), `(long) V.get(p)`
// a widened int, `L.set(p, 5)` on a long field widens the int, and a
// reference of the call site is unboxed or cast. A conversion that asType
// refuses (a String for an int, an int for a Long) is a
// WrongMethodTypeException, as HotSpot throws.

// vhConvert converts x of type from (a field descriptor) to type to.
// name, params and ret describe the call site for the exception message.
func (v *VM) vhConvert(t *Thread, x uint64, from, to, name string, params []string, ret string) (uint64, error) {
	return v.asTypeConvert(t, x, from, to, func() string {
		return "cannot convert " + from + " to " + to + " at VarHandle." + name + "(" + strings.Join(params, "") + ")" + ret
	})
}

// asTypeConvert converts x of type from (a field descriptor) to type to as
// MethodHandle.asType does; a conversion asType refuses is a
// WrongMethodTypeException with the message wrongMsg gives.
func (v *VM) asTypeConvert(t *Thread, x uint64, from, to string, wrongMsg func() string) (uint64, error) {
	if from == to {
		return x, nil
	}
	isRef := func(d string) bool { return d[0] == 'L' || d[0] == '[' }
	wrong := func() (uint64, error) {
		return 0, v.throwNew(t, "java/lang/invoke/WrongMethodTypeException", wrongMsg())
	}
	switch {
	case !isRef(from) && !isRef(to):
		if w, ok := widenPrim(x, from[0], to[0]); ok {
			return w, nil
		}
		return wrong()
	case !isRef(from):
		// Box, then the box must be assignable to the reference type.
		bc, err := v.loadClass(boxes[from[0]].cls)
		if err != nil {
			return 0, err
		}
		tc, err := v.classForDesc(to)
		if err != nil {
			return 0, err
		}
		if !bc.isSubclassOf(tc) {
			return wrong()
		}
		return v.boxPrim(t, bc, from, x)
	case !isRef(to):
		// Unbox: a box class of the call site must widen to the
		// primitive; Object, Number and the like are unboxed at run time.
		fc, err := v.classForDesc(from)
		if err != nil {
			return 0, err
		}
		if k := boxKind(fc); k != 0 {
			if _, ok := widenPrim(0, k, to[0]); !ok {
				return wrong()
			}
		} else if bc, err := v.loadClass(boxes[to[0]].cls); err != nil {
			return 0, err
		} else if !bc.isSubclassOf(fc) {
			return wrong()
		}
		if x == 0 {
			return 0, v.throwNew(t, "java/lang/NullPointerException", "")
		}
		val, k, ok := v.boxed(x)
		if ok {
			if w, ok := widenPrim(val, k, to[0]); ok {
				return w, nil
			}
		}
		return 0, v.throwNew(t, "java/lang/ClassCastException", "Cannot cast "+
			classfile.DottedName(v.obj(x).class.Name)+" to "+classfile.DottedName(boxes[to[0]].cls))
	}
	// Both references: a cast at run time.
	tc, err := v.classForDesc(to)
	if err != nil {
		return 0, err
	}
	if x != 0 && !v.obj(x).class.isSubclassOf(tc) {
		return 0, v.throwNew(t, "java/lang/ClassCastException", "Cannot cast "+
			classfile.DottedName(v.obj(x).class.Name)+" to "+classfile.DottedName(tc.Name))
	}
	return x, nil
}

// boxKind is the primitive descriptor whose box c is, or 0.
func boxKind(c *Class) byte {
	for d, b := range boxes {
		if c.Name == b.cls {
			return d
		}
	}
	return 0
}

// boxPrim boxes x of primitive type desc with its box class's valueOf.
func (v *VM) boxPrim(t *Thread, bc *Class, desc string, x uint64) (uint64, error) {
	m := bc.methods["valueOf("+desc+")L"+bc.Name+";"]
	if m == nil {
		return 0, vmErrorf("cannot box %s", desc)
	}
	if exc, err := v.initClass(t, bc); err != nil || exc != 0 {
		return 0, nestedErr(exc, err)
	}
	args := []uint64{x}
	if classfile.IsWide(desc) {
		args = append(args, 0)
	}
	h, exc, err := v.callNested(t, m, args)
	if err != nil || exc != 0 {
		return 0, nestedErr(exc, err)
	}
	return h, nil
}

// widenPrim is the primitive widening conversion (JLS 5.1.2) of x from
// type from to type to, the identity included.
func widenPrim(x uint64, from, to byte) (uint64, bool) {
	if from == to {
		return x, true
	}
	switch from {
	case 'B', 'S', 'C', 'I':
		i := int32(x)
		switch to {
		case 'S':
			return x, from == 'B'
		case 'I':
			return x, true
		case 'J':
			return uint64(int64(i)), true
		case 'F':
			return floatSlot(float32(i)), true
		case 'D':
			return doubleSlot(float64(i)), true
		}
	case 'J':
		switch to {
		case 'F':
			return floatSlot(float32(int64(x))), true
		case 'D':
			return doubleSlot(float64(int64(x))), true
		}
	case 'F':
		if to == 'D' {
			return doubleSlot(float64(slotFloat(x))), true
		}
	}
	return 0, false
}

func init() {
	// VarHandle's types (varType, coordinateTypes, accessModeType,
	// toString) come from accessModeTypeUncached, abstract in VarHandle:
	// the JDK's AccessType makes the MethodType from the receiver (the
	// field's class, the array class, none for a static field), the
	// variable's type and the intermediate coordinates (an array's int
	// index).
	reg("java/lang/invoke/VarHandle.accessModeTypeUncached(Ljava/lang/invoke/VarHandle$AccessType;)Ljava/lang/invoke/MethodType;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		vh, ok := v.obj(a[0]).native.(*varHandle)
		if !ok {
			return 0, vmErrorf("VarHandle not created by MethodHandles.lookup() is not modelled")
		}
		if a[1] == 0 {
			return 0, v.throwNew(t, "java/lang/NullPointerException", "")
		}
		at := v.obj(a[1]).class
		m := at.findMethod("accessModeType(Ljava/lang/Class;Ljava/lang/Class;[Ljava/lang/Class;)Ljava/lang/invoke/MethodType;")
		if m == nil {
			return 0, vmErrorf("VarHandle$AccessType.accessModeType is missing")
		}
		value, err := v.classForDesc(vh.desc)
		if err != nil {
			return 0, err
		}
		var recv Ref
		nInter := 0
		switch {
		case vh.view:
			bc, err := v.classForDesc("[B")
			if err != nil {
				return 0, err
			}
			recv, nInter = v.mirror(t, bc), 1
		case vh.array:
			ac, err := v.arrayClass("[" + vh.desc)
			if err != nil {
				return 0, err
			}
			recv, nInter = v.mirror(t, ac), 1
		case !vh.field.Static:
			recv = v.mirror(t, vh.field.Class)
		}
		cc, err := v.arrayClass("[Ljava/lang/Class;")
		if err != nil {
			return 0, err
		}
		inter := v.newArray(t, cc, nInter)
		if nInter == 1 {
			v.mut(inter).slots[0] = v.mirror(t, v.primByDesc['I'])
		}
		mt, exc, err := v.callNested(t, m, []uint64{a[1], recv, v.mirror(t, value), inter})
		if err != nil || exc != 0 {
			return 0, nestedErr(exc, err)
		}
		return mt, nil
	})
}
