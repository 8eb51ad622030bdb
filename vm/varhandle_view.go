package vm

import "strings"

// Byte-array views (MethodHandles.byteArrayViewVarHandle): the JDK's
// message digests (sun.security.provider.ByteArrayAccess) read and write
// the ints and longs of their blocks through them.
func init() {
	reg("java/lang/invoke/MethodHandles.byteArrayViewVarHandle(Ljava/lang/Class;Ljava/nio/ByteOrder;)Ljava/lang/invoke/VarHandle;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		if a[0] == 0 || a[1] == 0 {
			return 0, v.throwNew(t, "java/lang/NullPointerException", "")
		}
		c := v.classOf(a[0])
		if !c.IsArray() || strings.IndexByte("SCIJFD", c.elemDesc) < 0 {
			return 0, v.throwNew(t, "java/lang/UnsupportedOperationException", "not a view array class: "+c.Name)
		}
		bo := v.mustClass("java/nio/ByteOrder")
		if exc, err := v.initClass(t, bo); err != nil || exc != 0 {
			return 0, nestedErr(exc, err)
		}
		big := v.obj(v.cs(bo.id).statics).slots[bo.findField("BIG_ENDIAN").Slot] == a[1]
		return v.newVarHandle(t, &varHandle{view: true, bigEndian: big, desc: string(c.elemDesc)})
	})
	// The VM's VarHandles check no invocation types: the exact-behaviour
	// handle is the same handle.
	for _, m := range []string{"withInvokeExactBehavior", "withInvokeBehavior"} {
		reg("java/lang/invoke/VarHandle."+m+"()Ljava/lang/invoke/VarHandle;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
			if _, ok := v.obj(a[0]).native.(*varHandle); !ok {
				return 0, vmErrorf("VarHandle not created by MethodHandles.lookup() is not modelled")
			}
			return a[0], nil
		})
	}
}

// viewAccess is a get or set of a byte-array view handle; a[1] is the
// byte[], a[2] the byte offset, a[3] (and a[4]) the value of a set.
func (v *VM) viewAccess(t *Thread, vh *varHandle, name string, a []uint64) (uint64, error) {
	read := strings.HasPrefix(name, "get") && !strings.HasPrefix(name, "getAnd")
	write := strings.HasPrefix(name, "set")
	if !read && !write {
		return 0, vmErrorf("VarHandle.%s of a byte-array view is not modelled", name)
	}
	if a[1] == 0 {
		return 0, v.throwNew(t, "java/lang/NullPointerException", "")
	}
	size := map[string]int{"S": 2, "C": 2, "I": 4, "F": 4, "J": 8, "D": 8}[vh.desc]
	o := v.obj(a[1])
	idx := int32(a[2])
	if idx < 0 || int(idx) > len(o.slots)-size {
		return 0, v.throwNew(t, "java/lang/ArrayIndexOutOfBoundsException", indexMsg(idx, len(o.slots)-size+1))
	}
	acc := Access{Kind: KArrayRead, Obj: o.id, HasObj: true, Index: int(idx), Width: uint8(size)}
	if write {
		acc.Kind = KArrayWrite
	}
	if o.shared && v.multi() {
		if v.point(t, acc) {
			return 0, errBlocked
		}
	}
	at := func(i int) int {
		if vh.bigEndian {
			return int(idx) + size - 1 - i
		}
		return int(idx) + i
	}
	var x uint64
	if read {
		for i := 0; i < size; i++ {
			x |= uint64(byte(o.slots[at(i)])) << (8 * i)
		}
		switch vh.desc {
		case "S":
			x = uint64(uint32(int32(int16(x))))
		}
	} else {
		x = a[3]
		for i := 0; i < size; i++ {
			v.mut(a[1]).slots[at(i)] = uint64(uint32(int32(int8(byte(x >> (8 * i))))))
		}
	}
	if o.shared && v.multi() {
		v.emit(t, acc, x)
	}
	if write {
		return 0, nil
	}
	return x, nil
}
