package vm

import (
	"errors"
	"strconv"

	"weft/classfile"
)

// Method-handle combinators. The JDK's public methods check their
// arguments with its own code (insertArgumentsChecks, filterArgumentChecks,
// misMatchedTypes...), so their exceptions and messages are the JDK's; the
// VM takes over where the JDK would build a LambdaForm, with a handle that
// keeps its inner handles and values (mhRefs) and is run by mhCombined:
// the inner handles but the last run as nested calls (no thread switch
// inside), the last in the combinator's place, as a target does; the
// loops and tryFinally run a driver in their place, whose calls of their
// handles are ordinary (methodhandle_driver.go).

const (
	mhDesc  = "Ljava/lang/invoke/MethodHandle;"
	objDesc = "Ljava/lang/Object;"
)

// callJDK calls the JDK method key of class cname nested (args with the
// receiver first for an instance method); an exception is a javaThrow.
func (v *VM) callJDK(t *Thread, cname, key string, args ...uint64) (uint64, error) {
	c, err := v.loadClass(cname)
	if err != nil {
		return 0, err
	}
	m := c.methods[key]
	if m == nil {
		return 0, vmErrorf("%s.%s is missing", cname, key)
	}
	if m.IsStatic() {
		if exc, err := v.initClass(t, c); err != nil || exc != 0 {
			return 0, javaErr(exc, err)
		}
	}
	r, exc, err := v.callNested(t, m, args)
	if err != nil || exc != 0 {
		return 0, javaErr(exc, err)
	}
	return r, nil
}

// canConvert is MethodType.canConvert: whether asType converts a value of
// type src to type dst.
func (v *VM) canConvert(src, dst string) (bool, error) {
	if src == dst || src == objDesc || dst == objDesc || src == "V" || dst == "V" {
		return true, nil
	}
	switch {
	case !isRefDesc(src) && !isRefDesc(dst):
		_, ok := widenPrim(0, src[0], dst[0])
		return ok, nil
	case !isRefDesc(src):
		bc, err := v.loadClass(boxes[src[0]].cls)
		if err != nil {
			return false, err
		}
		dc, err := v.classForDesc(dst)
		if err != nil {
			return false, err
		}
		return bc.isSubclassOf(dc), nil
	case !isRefDesc(dst):
		sc, err := v.classForDesc(src)
		if err != nil {
			return false, err
		}
		bc, err := v.loadClass(boxes[dst[0]].cls)
		if err != nil {
			return false, err
		}
		if bc.isSubclassOf(sc) {
			return true, nil
		}
		if k := boxKind(sc); k != 0 {
			_, ok := widenPrim(0, k, dst[0])
			return ok, nil
		}
		return false, nil
	}
	return true, nil
}

// mhConvertible reports whether asType adapts a handle of type
// (params)ret to type (to)toRet.
func (v *VM) mhConvertible(params []string, ret string, to []string, toRet string) (bool, error) {
	if len(params) != len(to) {
		return false, nil
	}
	for i := range params {
		if ok, err := v.canConvert(to[i], params[i]); err != nil || !ok {
			return false, err
		}
	}
	return v.canConvert(ret, toRet)
}

// mhAsType is h.asType((params)ret), of MethodType mt when it is not 0.
func (v *VM) mhAsType(t *Thread, h Ref, mh *methodHandle, params []string, ret string, mt Ref) (Ref, error) {
	if methodDesc(params, ret) == methodDesc(mh.params, mh.ret) {
		return h, nil
	}
	if mh.varargs && !v.varargsPassThrough(mh, params) {
		k := len(mh.params) - 1
		if len(params) < k {
			return 0, v.throwNew(t, "java/lang/invoke/WrongMethodTypeException", "cannot build collector")
		}
		c, err := v.mhCollector(t, h, mh, k, mh.params[k], len(params)-k)
		if err != nil {
			return 0, err
		}
		cmh, _ := v.handleOf(c)
		return v.mhAsType(t, c, cmh, params, ret, mt)
	}
	ok, err := v.mhConvertible(mh.params, mh.ret, params, ret)
	if err != nil {
		return 0, err
	}
	if !ok {
		return 0, v.throwNew(t, "java/lang/invoke/WrongMethodTypeException", v.mhWrongMsg(t, mh, params, ret))
	}
	return v.newMethodHandle(t, &methodHandle{kind: mhAdapted, params: params, ret: ret}, mt, h)
}

// varargsPassThrough reports whether a varargs collector called with
// params passes its trailing argument as the array: the arity is its own
// and the trailing type a reference assignable to the array type.
func (v *VM) varargsPassThrough(mh *methodHandle, params []string) bool {
	k := len(mh.params) - 1
	if len(params) != k+1 || !isRefDesc(params[k]) {
		return false
	}
	pc, err1 := v.classForDesc(params[k])
	ac, err2 := v.classForDesc(mh.params[k])
	return err1 == nil && err2 == nil && pc.isSubclassOf(ac)
}

// mhCollectVarargs collects the trailing arguments of a call of varargs
// collector mh with params into its array, as its asType does; it returns
// the call's parameter types and arguments after the collection.
func (v *VM) mhCollectVarargs(t *Thread, mh *methodHandle, params []string, ret string, args []uint64) ([]string, []uint64, error) {
	if v.varargsPassThrough(mh, params) {
		return params, args, nil
	}
	k := len(mh.params) - 1
	if len(params) < k {
		return nil, nil, v.throwNew(t, "java/lang/invoke/WrongMethodTypeException", "cannot build collector")
	}
	ac, err := v.classForDesc(mh.params[k])
	if err != nil {
		return nil, nil, err
	}
	comp := mh.params[k][1:]
	wrong := func() string { return v.mhWrongMsg(t, mh, params, ret) }
	arr := v.newArray(t, ac, len(params)-k)
	for i, x := range args[k:] {
		y, err := v.asTypeConvert(t, x, params[k+i], comp, wrong)
		if err != nil {
			return nil, nil, err
		}
		v.mut(arr).slots[i] = y
	}
	return append(append([]string(nil), params[:k]...), mh.params[k]), append(append([]uint64(nil), args[:k]...), arr), nil
}

// mhCollector is the handle h (whose handle is mh) collecting n arguments
// of the array type's component type at pos into an array of that type.
func (v *VM) mhCollector(t *Thread, h Ref, mh *methodHandle, pos int, array string, n int) (Ref, error) {
	var params []string
	params = append(params, mh.params[:pos]...)
	for i := 0; i < n; i++ {
		params = append(params, array[1:])
	}
	params = append(params, mh.params[pos+1:]...)
	return v.newMethodHandle(t, &methodHandle{kind: mhCollect, pos: pos, n: n, array: array, params: params, ret: mh.ret}, 0, h)
}

// mhCombined invokes adapter or combinator mh (handle h) with args of its
// own types; the result is of the call site's type ret.
func (v *VM) mhCombined(t *Thread, h Ref, mh *methodHandle, ret string, args []uint64) (uint64, error) {
	refs := v.mhRefs(h)
	inner := func(i int) (Ref, *methodHandle, error) {
		mh, err := v.handleOf(refs[i])
		return refs[i], mh, err
	}
	// last invokes inner handle i in the combinator's place, with its
	// result converted to the site's type; nested invokes it to completion.
	last := func(i int, a []uint64) (uint64, error) {
		ih, im, err := inner(i)
		if err != nil {
			return 0, err
		}
		params := im.params
		if mh.kind == mhAdapted {
			params = mh.params // asType's: the inner handle converts them
		}
		return v.mhInvoke(t, ih, im, "invoke", params, ret, a)
	}
	nested := func(i int, a []uint64) (uint64, error) {
		ih, im, err := inner(i)
		if err != nil {
			return 0, err
		}
		return v.mhInvokeNested(t, ih, im, im.params, im.ret, a)
	}
	splice := func(a []uint64, at, drop int, ins ...uint64) []uint64 {
		out := make([]uint64, 0, len(a)-drop+len(ins))
		out = append(out, a[:at]...)
		out = append(out, ins...)
		return append(out, a[at+drop:]...)
	}
	switch mh.kind {
	case mhAdapted:
		return last(0, args)
	case mhInsert:
		_, target, err := inner(0)
		if err != nil {
			return 0, err
		}
		vals := make([]uint64, mh.n)
		for i := range vals {
			// Primitives are kept boxed.
			p := target.params[mh.pos+i]
			if vals[i], err = v.asTypeConvert(t, refs[1+i], objDesc, p, func() string { return "" }); err != nil {
				return 0, err
			}
		}
		return last(0, splice(args, mh.pos, 0, vals...))
	case mhDrop:
		return last(0, splice(args, mh.pos, mh.n))
	case mhFilter:
		x, err := nested(1, args[mh.pos:mh.pos+1])
		if err != nil {
			return 0, err
		}
		return last(0, splice(args, mh.pos, 1, x))
	case mhFilterReturn:
		_, target, err := inner(0)
		if err != nil {
			return 0, err
		}
		r, err := nested(0, args)
		if err != nil {
			return 0, err
		}
		if target.ret == "V" {
			return last(1, nil)
		}
		return last(1, []uint64{r})
	case mhFold:
		_, comb, err := inner(1)
		if err != nil {
			return 0, err
		}
		r, err := nested(1, append([]uint64(nil), args[mh.pos:mh.pos+len(comb.params)]...))
		if err != nil {
			return 0, err
		}
		if comb.ret == "V" {
			return last(0, args)
		}
		return last(0, splice(args, mh.pos, 0, r))
	case mhGuard:
		_, test, err := inner(0)
		if err != nil {
			return 0, err
		}
		b, err := nested(0, append([]uint64(nil), args[:len(test.params)]...))
		if err != nil {
			return 0, err
		}
		if int32(b) != 0 {
			return last(1, args)
		}
		return last(2, args)
	case mhCatch:
		_, handler, err := inner(1)
		if err != nil {
			return 0, err
		}
		r, err := nested(0, append([]uint64(nil), args...))
		var jt *javaThrow
		if !errors.As(err, &jt) || !v.obj(jt.exc).class.isSubclassOf(mh.exc) {
			if err != nil {
				return 0, err
			}
			return v.mhResult(t, mh, mh.params, ret, r)
		}
		return last(1, append([]uint64{jt.exc}, args[:len(handler.params)-1]...))
	case mhThrow:
		if args[0] == 0 {
			return 0, v.throwNew(t, "java/lang/NullPointerException", "")
		}
		return 0, &javaThrow{args[0]}
	case mhIdentity:
		return v.mhResult(t, mh, mh.params, ret, args[0])
	case mhZero:
		return v.mhResult(t, mh, mh.params, ret, 0)
	case mhLambda:
		// A new lambda holding the captured values in its slots.
		o := v.newObject(t, mh.lambda)
		slots := v.mut(o).slots
		k := 0
		for i, x := range args {
			slots[k] = x
			k++
			if classfile.IsWide(mh.params[i]) {
				k++
			}
		}
		return v.mhResult(t, mh, mh.params, ret, o)
	case mhSpread:
		elems, err := v.spreadElems(t, args[mh.pos], mh.n)
		if err != nil {
			return 0, err
		}
		return last(0, splice(args, mh.pos, 1, elems...))
	case mhPermute:
		reorder := v.obj(refs[1]).slots
		out := make([]uint64, len(reorder))
		for i, r := range reorder {
			out[i] = args[int32(r)]
		}
		return last(0, out)
	case mhCollectArgs:
		_, f, err := inner(1)
		if err != nil {
			return 0, err
		}
		n := len(f.params)
		r, err := nested(1, append([]uint64(nil), args[mh.pos:mh.pos+n]...))
		if err != nil {
			return 0, err
		}
		if f.ret == "V" {
			return last(0, splice(args, mh.pos, n))
		}
		return last(0, splice(args, mh.pos, n, r))
	case mhTableSwitch:
		// The case of the selector (the first argument), else the default.
		if sel := int32(args[0]); sel >= 0 && int(sel) < mh.n {
			return last(1+int(sel), args)
		}
		return last(0, args)
	case mhLoop, mhTryFinally:
		return v.mhRunDriver(t, h, mh, ret, args)
	case mhInvoker, mhSpreadInv:
		// The handle invoked is the first argument, with the type the
		// invoker was made for (invoke's conversions, or invokeExact's
		// check); its result converted to the site's type.
		if args[0] == 0 {
			return 0, v.throwNew(t, "java/lang/NullPointerException", "")
		}
		th, err := v.handleOf(args[0])
		if err != nil {
			return 0, err
		}
		params, rest := mh.params[1:], args[1:]
		name := "invoke"
		if mh.kind == mhInvoker && mh.n == 1 {
			name = "invokeExact"
		}
		if mh.kind == mhSpreadInv {
			elems, err := v.spreadElems(t, args[1+mh.pos], mh.n)
			if err != nil {
				return 0, err
			}
			params = append(append([]string(nil), params[:mh.pos]...), make([]string, mh.n)...)
			for i := mh.pos; i < len(params); i++ {
				params[i] = objDesc
			}
			rest = splice(rest, mh.pos, 1, elems...)
		}
		if ret == mh.ret {
			return v.mhInvoke(t, args[0], th, name, params, mh.ret, rest)
		}
		r, err := v.mhInvoke(t, args[0], th, name, params, mh.ret, rest)
		if tc, ok := err.(*tailCall); ok {
			var exc Ref
			if r, exc, err = v.callNested(t, tc.m, tc.args); err != nil || exc != 0 {
				return 0, nestedErr(exc, err)
			}
		}
		if err != nil {
			return 0, err
		}
		return v.mhResult(t, mh, mh.params, ret, r)
	case mhCollect:
		ac, err := v.classForDesc(mh.array)
		if err != nil {
			return 0, err
		}
		arr := v.newArray(t, ac, mh.n)
		copy(v.mut(arr).slots, args[mh.pos:mh.pos+mh.n])
		return last(0, splice(args, mh.pos, mh.n, arr))
	}
	return 0, vmErrorf("method handle kind %d is not modelled", mh.kind)
}

// spreadElems is the elements of array arr that asSpreader spreads into n
// arguments: a NullPointerException if it is null (unless n is 0), an
// IllegalArgumentException if it has not n.
func (v *VM) spreadElems(t *Thread, arr Ref, n int) ([]uint64, error) {
	if arr == 0 {
		if n != 0 {
			return nil, v.throwNew(t, "java/lang/NullPointerException", "null array reference")
		}
		return nil, nil
	}
	elems := v.obj(arr).slots
	if len(elems) != n {
		return nil, v.throwNew(t, "java/lang/IllegalArgumentException", "array is not of length "+strconv.Itoa(n))
	}
	return elems, nil
}

// handleArg is the handle of argument h, or a NullPointerException.
func (v *VM) handleArg(t *Thread, h Ref) (*methodHandle, error) {
	if h == 0 {
		return nil, v.throwNew(t, "java/lang/NullPointerException", "")
	}
	return v.handleOf(h)
}

func init() {
	const mhs = "java/lang/invoke/MethodHandles"
	const mhi = "java/lang/invoke/MethodHandleImpl"
	const mhc = "java/lang/invoke/MethodHandle"
	const mtDesc = "Ljava/lang/invoke/MethodType;"
	reg(mhs+".insertArguments("+mhDesc+"I[Ljava/lang/Object;)"+mhDesc, func(v *VM, t *Thread, a []uint64) (uint64, error) {
		var vals []uint64
		if a[2] != 0 {
			vals = append(vals, v.obj(a[2]).slots...)
		}
		if _, err := v.callJDK(t, mhs, "insertArgumentsChecks("+mhDesc+"II)[Ljava/lang/Class;", a[0], uint64(len(vals)), a[1]); err != nil {
			return 0, err
		}
		mh, err := v.handleOf(a[0])
		if err != nil {
			return 0, err
		}
		pos := int(int32(a[1]))
		if len(vals) == 0 {
			return a[0], nil
		}
		for i, x := range vals {
			// A reference is cast, a primitive unboxed (and kept boxed).
			p := mh.params[pos+i]
			y, err := v.asTypeConvert(t, x, objDesc, p, func() string { return "" })
			if err != nil {
				return 0, err
			}
			if !isRefDesc(p) {
				bc, err := v.loadClass(boxes[p[0]].cls)
				if err != nil {
					return 0, err
				}
				if y, err = v.boxPrim(t, bc, p, y); err != nil {
					return 0, err
				}
			}
			vals[i] = y
		}
		params := append(append([]string(nil), mh.params[:pos]...), mh.params[pos+len(vals):]...)
		return v.newMethodHandle(t, &methodHandle{kind: mhInsert, pos: pos, n: len(vals), params: params, ret: mh.ret}, 0, append([]uint64{a[0]}, vals...)...)
	})
	// dropArguments and dropArgumentsToMatch (guardWithTest's and
	// catchException's adaptation of the test and the handler).
	reg(mhs+".dropArguments0("+mhDesc+"ILjava/util/List;)"+mhDesc, func(v *VM, t *Thread, a []uint64) (uint64, error) {
		mt, err := v.callVirtual(t, a[0], "type()"+mtDesc)
		if err != nil {
			return 0, err
		}
		n, err := v.callJDK(t, mhs, "dropArgumentChecks("+mtDesc+"ILjava/util/List;)I", mt, a[1], a[2])
		if err != nil {
			return 0, err
		}
		if int32(n) == 0 {
			return a[0], nil
		}
		mh, err := v.handleOf(a[0])
		if err != nil {
			return 0, err
		}
		pos := int(int32(a[1]))
		params := append([]string(nil), mh.params[:pos]...)
		for i := 0; i < int(int32(n)); i++ {
			c, err := v.callVirtual(t, a[2], "get(I)Ljava/lang/Object;", uint64(i))
			if err != nil {
				return 0, err
			}
			params = append(params, v.classOf(c).descriptor())
		}
		params = append(params, mh.params[pos:]...)
		return v.newMethodHandle(t, &methodHandle{kind: mhDrop, pos: pos, n: int(int32(n)), params: params, ret: mh.ret}, 0, a[0])
	})
	filter := func(v *VM, t *Thread, target Ref, pos int, f Ref) (Ref, error) {
		mh, err := v.handleOf(target)
		if err != nil {
			return 0, err
		}
		fh, err := v.handleOf(f)
		if err != nil {
			return 0, err
		}
		params := append([]string(nil), mh.params...)
		params[pos] = fh.params[0]
		return v.newMethodHandle(t, &methodHandle{kind: mhFilter, pos: pos, params: params, ret: mh.ret}, 0, target, f)
	}
	reg(mhs+".filterArgument("+mhDesc+"I"+mhDesc+")"+mhDesc, func(v *VM, t *Thread, a []uint64) (uint64, error) {
		if _, err := v.callJDK(t, mhs, "filterArgumentChecks("+mhDesc+"I"+mhDesc+")V", a[0], a[1], a[2]); err != nil {
			return 0, err
		}
		return filter(v, t, a[0], int(int32(a[1])), a[2])
	})
	// The same filter at several positions, the handle's receiver
	// counted (filterArguments has checked it).
	reg(mhs+".filterRepeatedArgument("+mhDesc+mhDesc+"[I)"+mhDesc, func(v *VM, t *Thread, a []uint64) (uint64, error) {
		h := a[0]
		for _, p := range v.obj(a[2]).slots {
			var err error
			if h, err = filter(v, t, h, int(int32(p))-1, a[1]); err != nil { // positions count the receiver
				return 0, err
			}
		}
		return h, nil
	})
	reg(mhs+".filterReturnValue("+mhDesc+mhDesc+")"+mhDesc, func(v *VM, t *Thread, a []uint64) (uint64, error) {
		mh, err := v.handleArg(t, a[0])
		if err != nil {
			return 0, err
		}
		fh, err := v.handleArg(t, a[1])
		if err != nil {
			return 0, err
		}
		c := v.mustClass(mhc)
		if _, err := v.callJDK(t, mhs, "filterReturnValueChecks("+mtDesc+mtDesc+")V", v.getField(a[0], c, "type"), v.getField(a[1], c, "type")); err != nil {
			return 0, err
		}
		return v.newMethodHandle(t, &methodHandle{kind: mhFilterReturn, params: mh.params, ret: fh.ret}, 0, a[0], a[1])
	})
	reg(mhs+".foldArguments("+mhDesc+"I"+mhDesc+")"+mhDesc, func(v *VM, t *Thread, a []uint64) (uint64, error) {
		mh, err := v.handleArg(t, a[0])
		if err != nil {
			return 0, err
		}
		ch, err := v.handleArg(t, a[2])
		if err != nil {
			return 0, err
		}
		c := v.mustClass(mhc)
		if _, err := v.callJDK(t, mhs, "foldArgumentChecks(I"+mtDesc+mtDesc+")Ljava/lang/Class;", a[1], v.getField(a[0], c, "type"), v.getField(a[2], c, "type")); err != nil {
			return 0, err
		}
		pos := int(int32(a[1]))
		params := mh.params
		if ch.ret != "V" {
			params = append(append([]string(nil), mh.params[:pos]...), mh.params[pos+1:]...)
		}
		return v.newMethodHandle(t, &methodHandle{kind: mhFold, pos: pos, params: params, ret: mh.ret}, 0, a[0], a[2])
	})
	// guardWithTest and catchException after the JDK's checks, the test
	// and the handler taking all the target's arguments.
	reg(mhi+".makeGuardWithTest("+mhDesc+mhDesc+mhDesc+")"+mhDesc, func(v *VM, t *Thread, a []uint64) (uint64, error) {
		mh, err := v.handleOf(a[1])
		if err != nil {
			return 0, err
		}
		return v.newMethodHandle(t, &methodHandle{kind: mhGuard, params: mh.params, ret: mh.ret}, v.getField(a[1], v.mustClass(mhc), "type"), a[0], a[1], a[2])
	})
	reg(mhi+".makeGuardWithCatch("+mhDesc+"Ljava/lang/Class;"+mhDesc+")"+mhDesc, func(v *VM, t *Thread, a []uint64) (uint64, error) {
		mh, err := v.handleOf(a[0])
		if err != nil {
			return 0, err
		}
		return v.newMethodHandle(t, &methodHandle{kind: mhCatch, exc: v.classOf(a[1]), params: mh.params, ret: mh.ret}, v.getField(a[0], v.mustClass(mhc), "type"), a[0], a[2])
	})
	reg(mhi+".throwException("+mtDesc+")"+mhDesc, func(v *VM, t *Thread, a []uint64) (uint64, error) {
		params, ret, err := v.methodTypeDesc(t, a[0])
		if err != nil {
			return 0, err
		}
		return v.newMethodHandle(t, &methodHandle{kind: mhThrow, params: params, ret: ret}, a[0])
	})
	reg(mhs+".makeIdentity(Ljava/lang/Class;)"+mhDesc, func(v *VM, t *Thread, a []uint64) (uint64, error) {
		d := v.classOf(a[0]).descriptor()
		return v.newMethodHandle(t, &methodHandle{kind: mhIdentity, params: []string{d}, ret: d}, 0)
	})
	reg(mhs+".makeZero(Ljava/lang/Class;)"+mhDesc, func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return v.newMethodHandle(t, &methodHandle{kind: mhZero, ret: v.classOf(a[0]).descriptor()}, 0)
	})
	reg(mhc+".asSpreader(ILjava/lang/Class;I)"+mhDesc, func(v *VM, t *Thread, a []uint64) (uint64, error) {
		mh, err := v.handleOf(a[0])
		if err != nil {
			return 0, err
		}
		// The checks give the type of the target: its own with the
		// array's component type at the spread positions.
		need, err := v.callJDK(t, mhc, "asSpreaderChecks(Ljava/lang/Class;II)"+mtDesc, a[0], a[2], a[1], a[3])
		if err != nil {
			return 0, err
		}
		nparams, nret, err := v.methodTypeDesc(t, need)
		if err != nil {
			return 0, err
		}
		adapted, err := v.mhAsType(t, a[0], mh, nparams, nret, need)
		if err != nil {
			return 0, err
		}
		pos, n, array := int(int32(a[1])), int(int32(a[3])), v.classOf(a[2]).descriptor()
		params := append(append(append([]string(nil), mh.params[:pos]...), array), mh.params[pos+n:]...)
		return v.newMethodHandle(t, &methodHandle{kind: mhSpread, pos: pos, n: n, array: array, params: params, ret: mh.ret}, 0, adapted)
	})
	reg(mhc+".asCollector(ILjava/lang/Class;I)"+mhDesc, func(v *VM, t *Thread, a []uint64) (uint64, error) {
		mh, err := v.handleOf(a[0])
		if err != nil {
			return 0, err
		}
		if _, err := v.callJDK(t, mhc, "asCollectorChecks(Ljava/lang/Class;II)Z", a[0], a[2], a[1], a[3]); err != nil {
			return 0, err
		}
		return v.mhCollector(t, a[0], mh, int(int32(a[1])), v.classOf(a[2]).descriptor(), int(int32(a[3])))
	})
	// permuteArguments(target, newType, reorder...): the JDK's checks on a
	// copy of reorder, then a handle of newType.
	reg(mhs+".permuteArguments("+mhDesc+mtDesc+"[I)"+mhDesc, func(v *VM, t *Thread, a []uint64) (uint64, error) {
		if a[2] == 0 {
			return 0, v.throwNew(t, "java/lang/NullPointerException", "")
		}
		reorder := v.newArray(t, v.obj(a[2]).class, len(v.obj(a[2]).slots))
		copy(v.mut(reorder).slots, v.obj(a[2]).slots)
		if _, err := v.handleArg(t, a[0]); err != nil {
			return 0, err
		}
		if _, err := v.callJDK(t, mhs, "permuteArgumentChecks([I"+mtDesc+mtDesc+")Z", reorder, a[1], v.getField(a[0], v.mustClass(mhc), "type")); err != nil {
			return 0, err
		}
		params, ret, err := v.methodTypeDesc(t, a[1])
		if err != nil {
			return 0, err
		}
		return v.newMethodHandle(t, &methodHandle{kind: mhPermute, params: params, ret: ret}, a[1], a[0], reorder)
	})
	// collectArguments(target, pos, filter): the JDK's checks give the
	// new type.
	reg(mhs+".collectArguments("+mhDesc+"I"+mhDesc+")"+mhDesc, func(v *VM, t *Thread, a []uint64) (uint64, error) {
		mt, err := v.callJDK(t, mhs, "collectArgumentsChecks("+mhDesc+"I"+mhDesc+")"+mtDesc, a[0], a[1], a[2])
		if err != nil {
			return 0, err
		}
		params, ret, err := v.methodTypeDesc(t, mt)
		if err != nil {
			return 0, err
		}
		return v.newMethodHandle(t, &methodHandle{kind: mhCollectArgs, pos: int(int32(a[1])), params: params, ret: ret}, mt, a[0], a[2])
	})
	// invoker(type), exactInvoker(type): a handle of type
	// (MethodHandle, type's parameters)type's return.
	invoker := func(exact int) nativeFn {
		return func(v *VM, t *Thread, a []uint64) (uint64, error) {
			params, ret, err := v.methodTypeDesc(t, a[0])
			if err != nil {
				return 0, err
			}
			return v.newMethodHandle(t, &methodHandle{kind: mhInvoker, n: exact, params: append([]string{mhDesc}, params...), ret: ret}, 0)
		}
	}
	reg(mhs+".invoker("+mtDesc+")"+mhDesc, invoker(0))
	reg(mhs+".exactInvoker("+mtDesc+")"+mhDesc, invoker(1))
	// spreadInvoker(type, leading): (MethodHandle, the leading
	// parameters, Object[])type's return; the array's elements are
	// passed as Objects.
	reg(mhs+".spreadInvoker("+mtDesc+"I)"+mhDesc, func(v *VM, t *Thread, a []uint64) (uint64, error) {
		params, ret, err := v.methodTypeDesc(t, a[0])
		if err != nil {
			return 0, err
		}
		k := int(int32(a[1]))
		if k < 0 || k > len(params) {
			return 0, v.throwNew(t, "java/lang/IllegalArgumentException", "bad argument count: "+strconv.Itoa(k))
		}
		own := append(append([]string{mhDesc}, params[:k]...), "[Ljava/lang/Object;")
		return v.newMethodHandle(t, &methodHandle{kind: mhSpreadInv, pos: k, n: len(params) - k, params: own, ret: ret}, 0)
	})
	// MethodHandleImpl.makeLoop(loop's return type, its parameter types,
	// inits, steps, preds, finis): the end of MethodHandles.loop (which
	// whileLoop, doWhileLoop, countedLoop and iteratedLoop build on),
	// after its checks and its filling in of the omitted handles.
	reg(mhi+".makeLoop(Ljava/lang/Class;Ljava/util/List;Ljava/util/List;Ljava/util/List;Ljava/util/List;Ljava/util/List;)"+mhDesc, func(v *VM, t *Thread, a []uint64) (uint64, error) {
		list := func(l Ref) ([]uint64, error) {
			n, err := v.callVirtual(t, l, "size()I")
			if err != nil {
				return nil, err
			}
			out := make([]uint64, int32(n))
			for i := range out {
				if out[i], err = v.callVirtual(t, l, "get(I)Ljava/lang/Object;", uint64(i)); err != nil {
					return nil, err
				}
			}
			return out, nil
		}
		targs, err := list(a[1])
		if err != nil {
			return 0, err
		}
		params := make([]string, len(targs))
		for i, c := range targs {
			params[i] = v.classOf(c).descriptor()
		}
		var refs []uint64
		for _, l := range a[2:6] {
			hs, err := list(l)
			if err != nil {
				return 0, err
			}
			refs = append(refs, hs...)
		}
		return v.newMethodHandle(t, &methodHandle{kind: mhLoop, n: len(refs) / 4, params: params, ret: v.classOf(a[0]).descriptor()}, 0, refs...)
	})
	// MethodHandleImpl.makeArrayElementAccessor(array class, access):
	// arrayElementGetter, arrayElementSetter and arrayLength, after
	// their null checks.
	reg(mhi+".makeArrayElementAccessor(Ljava/lang/Class;Ljava/lang/invoke/MethodHandleImpl$ArrayAccess;)"+mhDesc, func(v *VM, t *Thread, a []uint64) (uint64, error) {
		if a[0] == 0 || a[1] == 0 {
			return 0, v.throwNew(t, "java/lang/NullPointerException", "")
		}
		ac := v.classOf(a[0])
		if !ac.IsArray() {
			s, err := v.callVirtual(t, a[0], "toString()Ljava/lang/String;")
			if err != nil {
				return 0, err
			}
			return 0, v.throwNew(t, "java/lang/IllegalArgumentException", "not an array: "+v.goString(s))
		}
		access, err := v.callVirtual(t, a[1], "ordinal()I")
		if err != nil {
			return 0, err
		}
		return v.mhArrayAccessor(t, ac, int(int32(access)))
	})
	// MethodHandleImpl.makeTableSwitch(type, default, cases): the end of
	// MethodHandles.tableSwitch, after its checks.
	reg(mhi+".makeTableSwitch("+mtDesc+mhDesc+"["+mhDesc+")"+mhDesc, func(v *VM, t *Thread, a []uint64) (uint64, error) {
		params, ret, err := v.methodTypeDesc(t, a[0])
		if err != nil {
			return 0, err
		}
		refs := append([]uint64{a[1]}, v.obj(a[2]).slots...)
		return v.newMethodHandle(t, &methodHandle{kind: mhTableSwitch, n: len(refs) - 1, params: params, ret: ret}, a[0], refs...)
	})
	// MethodHandleImpl.makeTryFinally(target, cleanup, return type,
	// parameter types): the end of MethodHandles.tryFinally, after its
	// checks and its matching of the cleanup's parameters to the target's.
	reg(mhi+".makeTryFinally("+mhDesc+mhDesc+"Ljava/lang/Class;Ljava/util/List;)"+mhDesc, func(v *VM, t *Thread, a []uint64) (uint64, error) {
		mh, err := v.handleOf(a[0])
		if err != nil {
			return 0, err
		}
		return v.newMethodHandle(t, &methodHandle{kind: mhTryFinally, params: mh.params, ret: mh.ret}, 0, a[0], a[1])
	})
	// asVarargsCollector has checked the array type.
	reg(mhi+".makeVarargsCollector("+mhDesc+"Ljava/lang/Class;)"+mhDesc, func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return v.mhWithVarargs(t, a[0], true)
	})
	reg(mhc+".isVarargsCollector()Z", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		mh, err := v.handleOf(a[0])
		if err != nil || !mh.varargs {
			return 0, err
		}
		return 1, nil
	})
	reg(mhc+".asFixedArity()"+mhDesc, func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return v.mhWithVarargs(t, a[0], false)
	})
	reg(mhc+".withVarargs(Z)"+mhDesc, func(v *VM, t *Thread, a []uint64) (uint64, error) {
		mh, err := v.handleOf(a[0])
		if err != nil {
			return 0, err
		}
		if a[1] == 0 || mh.varargs {
			return v.mhWithVarargs(t, a[0], a[1] != 0)
		}
		last, err := v.callVirtual(t, v.getField(a[0], v.mustClass(mhc), "type"), "lastParameterType()Ljava/lang/Class;")
		if err != nil {
			return 0, err
		}
		return v.callVirtual(t, a[0], "asVarargsCollector(Ljava/lang/Class;)"+mhDesc, last)
	})
}

// mhWithVarargs is handle h as a varargs collector or of fixed arity.
func (v *VM) mhWithVarargs(t *Thread, h Ref, varargs bool) (Ref, error) {
	mh, err := v.handleOf(h)
	if err != nil {
		return 0, err
	}
	if mh.varargs == varargs {
		return h, nil
	}
	cp := *mh
	cp.varargs = varargs
	return v.newMethodHandle(t, &cp, v.getField(h, v.mustClass("java/lang/invoke/MethodHandle"), "type"), v.mhRefs(h)...)
}

// metafactory is LambdaMetafactory.metafactory (and altMetafactory):
// head holds the lookup, the interface method's name and the factory
// type; rest the interface method's type, the implementation handle, the
// instantiated type and, for altMetafactory, the flags, marker
// interfaces and bridge types.
func (v *VM) metafactory(t *Thread, head, rest []uint64) (uint64, error) {
	if head[0] == 0 || head[1] == 0 || head[2] == 0 || len(rest) < 3 || rest[0] == 0 || rest[1] == 0 || rest[2] == 0 {
		return 0, v.throwNew(t, "java/lang/NullPointerException", "")
	}
	samName := v.goString(head[1])
	fparams, fret, err := v.methodTypeDesc(t, head[2])
	if err != nil {
		return 0, err
	}
	sparams, sret, err := v.methodTypeDesc(t, rest[0])
	if err != nil {
		return 0, err
	}
	iparams, iret, err := v.methodTypeDesc(t, rest[2])
	if err != nil {
		return 0, err
	}
	mh, err := v.handleOf(rest[1])
	if err != nil {
		return 0, err
	}
	impl := classfile.MethodHandle{}
	kind := mh.kind
	if mh.m != nil && mh.m.Class.Name == driverClass {
		kind = mhAdapted // an array accessor: not a direct handle
	}
	switch kind {
	case mhVirtual:
		impl.Kind = classfile.RefInvokeVirtual
		if mh.m.Class.IsInterface() {
			impl.Kind = classfile.RefInvokeInterface
		}
	case mhStatic:
		impl.Kind = classfile.RefInvokeStatic
	case mhSpecial:
		impl.Kind = classfile.RefInvokeSpecial
	case mhConstructor:
		impl.Kind = classfile.RefNewInvokeSpecial
	case mhGetter, mhSetter:
		// The JDK's refusal (AbstractValidatingLambdaMetafactory): a
		// field's handle, named as MethodHandleInfo.toString names it.
		kind := map[bool]string{false: "get", true: "put"}[mh.kind == mhSetter] + map[bool]string{false: "Field", true: "Static"}[mh.field.Static]
		params := []string(nil)
		if mh.kind == mhSetter {
			params = []string{mh.field.Desc}
		}
		ts, err := v.typeString(t, params, mh.ret)
		if err != nil {
			return 0, err
		}
		return 0, v.throwNew(t, "java/lang/invoke/LambdaConversionException", "Unsupported MethodHandle kind: "+kind+" "+classfile.DottedName(mh.field.Class.Name)+"."+mh.field.Name+":"+ts)
	default:
		// A combinator's handle is not direct: revealDirect refuses it.
		ts, err := v.typeString(t, mh.params, mh.ret)
		if err != nil {
			return 0, err
		}
		return 0, v.throwNew(t, "java/lang/invoke/LambdaConversionException", "MethodHandle"+ts+" is not direct or cannot be cracked")
	}
	impl.Ref = classfile.MemberRef{Class: mh.m.Class.Name, Name: mh.m.Name, Desc: mh.m.Desc}
	descs := []string{methodDesc(sparams, sret)}
	var extra []*Class
	if len(rest) > 3 {
		// altMetafactory's flags (boxed), then the counted markers and
		// bridges.
		flags, _, _ := v.boxed(rest[3])
		i := 4
		if flags&1 != 0 { // FLAG_SERIALIZABLE
			sc, err := v.loadClass("java/io/Serializable")
			if err != nil {
				return 0, err
			}
			extra = append(extra, sc)
		}
		count := func() int {
			if i >= len(rest) {
				return 0
			}
			n, _, _ := v.boxed(rest[i])
			i++
			return int(int32(n))
		}
		if flags&2 != 0 { // FLAG_MARKERS
			for n := count(); n > 0 && i < len(rest); n-- {
				extra = append(extra, v.classOf(rest[i]))
				i++
			}
		}
		if flags&4 != 0 { // FLAG_BRIDGES
			for n := count(); n > 0 && i < len(rest); n-- {
				bp, br, err := v.methodTypeDesc(t, rest[i])
				if err != nil {
					return 0, err
				}
				descs = append(descs, methodDesc(bp, br))
				i++
			}
		}
	}
	ft := classfile.MethodType{Params: fparams, Return: fret}
	name := mh.m.Class.Name + "$$Lambda$" + itoa(len(v.classList))
	c, err := v.newLambdaClass("LambdaMetafactory."+samName, name, samName, ft, descs, impl, methodDesc(iparams, iret), extra)
	if err != nil {
		return 0, err
	}
	v.addClass(c)
	v.csw(c.id).state = csDone
	factory, err := v.newMethodHandle(t, &methodHandle{kind: mhLambda, lambda: c, params: fparams, ret: fret}, head[2])
	if err != nil {
		return 0, err
	}
	csc, err := v.loadClass("java/lang/invoke/ConstantCallSite")
	if err != nil {
		return 0, err
	}
	if exc, err := v.initClass(t, csc); err != nil || exc != 0 {
		return 0, javaErr(exc, err)
	}
	cs := v.newObject(t, csc)
	if _, err := v.callJDK(t, csc.Name, "<init>("+mhDesc+")V", cs, factory); err != nil {
		return 0, err
	}
	return cs, nil
}
