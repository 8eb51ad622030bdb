package vm

import (
	"strconv"
	"strings"
	"unicode/utf16"

	"weft/classfile"
)

// invokedynamic, for the bootstrap methods javac emits:
// StringConcatFactory (string concatenation, javac 9+), LambdaMetafactory
// (lambdas, method references) and ObjectMethods (records). Each call site
// is linked once. Lambdas get a synthetic class whose functional method is
// lowered code built here (load captures and arguments, adapt boxing,
// invoke the implementation), so a lambda body runs — and is scheduled —
// like any other Java code.

type indySite struct {
	concat    []concatPart // StringConcatFactory
	argDescs  []string
	nslots    int
	lambda    *Class // LambdaMetafactory: the synthetic class
	objMethod string // ObjectMethods: toString, hashCode, equals
	record    *Class
	getters   []classfile.MethodHandle
}

type concatPart struct {
	arg int // argument index, or -1 for a literal
	lit []uint16
}

type lambdaInfo struct {
	captures []string // descriptors of the captured values
	refSlots []int
}

func (v *VM) invokeDynamic(t *Thread, caller *Method, o *op) error {
	r := o.r
	if r.indy == nil {
		site, err := v.linkIndy(t, caller, r.cpi)
		if err != nil {
			return err
		}
		r.indy = site
	}
	site := r.indy
	fr := &t.frames[len(t.frames)-1]
	base := fr.sp - site.nslots
	args := t.stack[base:fr.sp]
	var result uint64
	switch {
	case site.concat != nil:
		var out []uint16
		vals := splitArgs(args, site.argDescs)
		for _, p := range site.concat {
			if p.arg < 0 {
				out = append(out, p.lit...)
				continue
			}
			d, x := site.argDescs[p.arg], vals[p.arg]
			if d[0] == 'L' || d[0] == '[' {
				if x != 0 && v.obj(x).class == v.cString {
					out = append(out, v.stringChars(x)...)
					continue
				}
				s, err := v.javaString(t, x)
				if err != nil {
					if jt, ok := err.(*javaThrow); ok {
						t.exc = jt.exc
						return nil
					}
					return err
				}
				out = append(out, utf16.Encode([]rune(s))...)
				continue
			}
			if d[0] == 'F' || d[0] == 'D' {
				fs, err := v.floatingString(t, d[0], x)
				if err != nil {
					return err
				}
				out = append(out, fs...)
				continue
			}
			out = append(out, utf16.Encode([]rune(primString(d[0], x)))...)
		}
		fr = &t.frames[len(t.frames)-1]
		result = v.newStringUTF16(t, out)
	case site.lambda != nil:
		c := site.lambda
		h := v.newObject(t, c)
		copy(v.obj(h).slots, t.stack[base:fr.sp])
		if v.sym != nil {
			v.symCopyIn(t, base, fr.sp-base, h, 0)
		}
		result = h
	case site.objMethod != "":
		res, err := v.objectMethod(t, site, args)
		if err != nil {
			if jt, ok := err.(*javaThrow); ok {
				t.exc = jt.exc
				return nil
			}
			return err
		}
		fr = &t.frames[len(t.frames)-1]
		result = res
	}
	t.stack[base] = result
	if v.sym != nil {
		v.symPushed(t, base, 1, nil)
	}
	fr.sp = base + 1
	fr.pc++
	return nil
}

func splitArgs(args []uint64, descs []string) []uint64 {
	vals := make([]uint64, len(descs))
	i := 0
	for k, d := range descs {
		vals[k] = args[i]
		i++
		if d == "J" || d == "D" {
			i++
		}
	}
	return vals
}

func primString(d byte, x uint64) string {
	switch d {
	case 'I', 'B', 'S':
		return strconv.Itoa(int(int32(x)))
	case 'J':
		return strconv.FormatInt(int64(x), 10)
	case 'C':
		return string(utf16.Decode([]uint16{uint16(x)}))
	case 'Z':
		if x != 0 {
			return "true"
		}
		return "false"
	case 'F':
		return javaFloat(slotFloat(x))
	case 'D':
		return javaDouble(slotDouble(x))
	}
	return "?"
}

func (v *VM) linkIndy(t *Thread, caller *Method, cpi uint16) (*indySite, error) {
	cf := caller.Class.cf
	bsmi, name, desc := cf.CP.Dynamic(cpi)
	if int(bsmi) >= len(cf.BootstrapMethods) {
		return nil, vmErrorf("%s: bad bootstrap method index", caller)
	}
	bm := cf.BootstrapMethods[bsmi]
	mh := cf.CP.MethodHandle(bm.Ref)
	mt, err := classfile.ParseMethodDesc(desc)
	if err != nil {
		return nil, err
	}
	site := &indySite{argDescs: mt.Params, nslots: mt.ArgSlots()}
	switch mh.Ref.Class + "." + mh.Ref.Name {
	case "java/lang/invoke/StringConcatFactory.makeConcatWithConstants":
		recipe := classfile.JavaChars(cf.CP.String(bm.Args[0]))
		consts := bm.Args[1:]
		arg, ci := 0, 0
		var lit []uint16
		flush := func() {
			if len(lit) > 0 {
				site.concat = append(site.concat, concatPart{arg: -1, lit: lit})
				lit = nil
			}
		}
		for _, c := range recipe {
			switch c {
			case 1:
				flush()
				site.concat = append(site.concat, concatPart{arg: arg})
				arg++
			case 2:
				if ci >= len(consts) {
					return nil, vmErrorf("%s: bad concat recipe", caller)
				}
				k := consts[ci]
				ci++
				switch cf.CP[k].Tag {
				case classfile.TagString:
					lit = append(lit, classfile.JavaChars(cf.CP.String(k))...)
				case classfile.TagInteger:
					lit = append(lit, utf16.Encode([]rune(strconv.Itoa(int(cf.CP.Int(k)))))...)
				default:
					return nil, vmErrorf("%s: unsupported concat constant", caller)
				}
			default:
				lit = append(lit, c)
			}
		}
		flush()
		if site.concat == nil {
			site.concat = []concatPart{}
		}
		return site, nil
	case "java/lang/invoke/StringConcatFactory.makeConcat":
		for i := range mt.Params {
			site.concat = append(site.concat, concatPart{arg: i})
		}
		if site.concat == nil {
			site.concat = []concatPart{}
		}
		return site, nil
	case "java/lang/invoke/LambdaMetafactory.metafactory", "java/lang/invoke/LambdaMetafactory.altMetafactory":
		c, err := v.lambdaClass(t, caller, cpi, name, mt, bm, mh.Ref.Name == "altMetafactory")
		if err != nil {
			return nil, err
		}
		site.lambda = c
		return site, nil
	case "java/lang/runtime/ObjectMethods.bootstrap":
		site.objMethod = name
		rc, err := v.loadClass(cf.CP.ClassName(bm.Args[0]))
		if err != nil {
			return nil, err
		}
		site.record = rc
		for _, a := range bm.Args[2:] {
			site.getters = append(site.getters, cf.CP.MethodHandle(a))
		}
		return site, nil
	}
	return nil, vmErrorf("%s: invokedynamic with bootstrap %s.%s is not supported", caller, mh.Ref.Class, mh.Ref.Name)
}

// lambdaClass returns the class of the lambdas made by the invokedynamic
// constant cpi of caller's class, creating it on first use. Its name is
// Caller$$Lambda$cpi: it depends only on the program, not on the order in
// which a run (or a run after a restore) links the call sites, so every VM
// gives the same lambda the same name (in stack traces and the state hash).
// Sites that share the constant share the class.
func (v *VM) lambdaClass(t *Thread, caller *Method, cpi uint16, samName string, indyType classfile.MethodType, bm classfile.BootstrapMethod, alt bool) (*Class, error) {
	key := lambdaKey{caller.Class, cpi}
	if c := v.lambdas[key]; c != nil {
		return c, nil
	}
	cp := caller.Class.cf.CP
	if len(bm.Args) < 3 {
		return nil, vmErrorf("%s: bad LambdaMetafactory arguments", caller)
	}
	samDesc := cp.Utf8(cp[bm.Args[0]].A)
	impl := cp.MethodHandle(bm.Args[1])
	instDesc := cp.Utf8(cp[bm.Args[2]].A)
	var extra []*Class
	descs := []string{samDesc}
	if alt && len(bm.Args) > 3 {
		flags := cp.Int(bm.Args[3])
		i := 4
		if flags&1 != 0 { // FLAG_SERIALIZABLE
			if sc, err := v.loadClass("java/io/Serializable"); err == nil {
				extra = append(extra, sc)
			}
		}
		if flags&2 != 0 && i < len(bm.Args) { // FLAG_MARKERS
			n := int(cp.Int(bm.Args[i]))
			i++
			for k := 0; k < n && i < len(bm.Args); k++ {
				if mc, err := v.loadClass(cp.ClassName(bm.Args[i])); err == nil {
					extra = append(extra, mc)
				}
				i++
			}
		}
		if flags&4 != 0 && i < len(bm.Args) { // FLAG_BRIDGES
			n := int(cp.Int(bm.Args[i]))
			i++
			for k := 0; k < n && i < len(bm.Args); k++ {
				descs = append(descs, cp.Utf8(cp[bm.Args[i]].A))
				i++
			}
		}
	}
	c, err := v.newLambdaClass(caller.String(), caller.Class.Name+"$$Lambda$"+itoa(int(cpi)), samName, indyType, descs, impl, instDesc, extra)
	if err != nil {
		return nil, err
	}
	v.addClass(c)
	v.csw(c.id).state = csDone
	if v.lambdas == nil {
		v.lambdas = map[lambdaKey]*Class{}
	}
	v.lambdas[key] = c
	return c, nil
}

// newLambdaClass makes the class of a lambda named name (made for where,
// which its errors name): its constructor
// takes the captured values of factory type indyType's parameters, and it
// implements the interface indyType returns (and extra) with method
// samName of each of descs, which calls impl with the captured values and
// its arguments adapted to instDesc.
func (v *VM) newLambdaClass(where, name, samName string, indyType classfile.MethodType, descs []string, impl classfile.MethodHandle, instDesc string, extra []*Class) (*Class, error) {
	iface, err := v.classForDesc(indyType.Return)
	if err != nil {
		return nil, err
	}
	c := &Class{Name: name, Super: v.cObject, Interfaces: append([]*Class{iface}, extra...),
		flags: classfile.AccFinal | classfile.AccSynthetic, fields: map[string]*Field{}, methods: map[string]*Method{}, vcache: map[string]*Method{}, depth: 1}
	info := &lambdaInfo{captures: indyType.Params}
	for _, p := range indyType.Params {
		if p[0] == 'L' || p[0] == '[' {
			info.refSlots = append(info.refSlots, c.nInst)
		}
		c.nInst++
		if classfile.IsWide(p) {
			c.nInst++
		}
	}
	c.lambda = info
	c.instRefs = info.refSlots
	for _, d := range descs {
		m, err := newMethod(c, samName, d, classfile.AccPublic|classfile.AccSynthetic)
		if err != nil {
			return nil, err
		}
		code, err := v.lambdaCode(c, info, m, impl, instDesc)
		if err != nil {
			return nil, vmErrorf("%s: lambda %s: %v", where, impl.Ref.Name, err)
		}
		m.code = code
		c.methods[m.key] = m
	}
	return c, nil
}

type lambdaKey struct {
	caller *Class
	cpi    uint16
}

var boxes = map[byte]struct{ cls, unbox string }{
	'I': {"java/lang/Integer", "intValue"}, 'J': {"java/lang/Long", "longValue"}, 'Z': {"java/lang/Boolean", "booleanValue"},
	'B': {"java/lang/Byte", "byteValue"}, 'S': {"java/lang/Short", "shortValue"}, 'C': {"java/lang/Character", "charValue"},
	'F': {"java/lang/Float", "floatValue"}, 'D': {"java/lang/Double", "doubleValue"},
}

// lambdaCode builds the lowered body of a lambda's functional method.
func (v *VM) lambdaCode(c *Class, info *lambdaInfo, sam *Method, impl classfile.MethodHandle, instDesc string) (*lowered, error) {
	ic, err := v.loadClass(impl.Ref.Class)
	if err != nil {
		return nil, err
	}
	target := ic.findMethod(impl.Ref.Name + impl.Ref.Desc)
	if target == nil {
		return nil, vmErrorf("no method %s.%s%s", impl.Ref.Class, impl.Ref.Name, impl.Ref.Desc)
	}
	implType, _ := classfile.ParseMethodDesc(impl.Ref.Desc)
	var ops []op
	emit := func(o op) { ops = append(ops, o) }
	// Parameter list of the implementation as called: receiver first for
	// instance methods.
	var want []string
	kind := impl.Kind
	if kind == classfile.RefInvokeVirtual || kind == classfile.RefInvokeInterface || kind == classfile.RefInvokeSpecial {
		want = append(want, "L"+impl.Ref.Class+";")
	}
	want = append(want, implType.Params...)
	if kind == classfile.RefNewInvokeSpecial {
		cls := ic
		emit(op{code: uint8(classfile.NEW), r: &opRef{resolved: true, class: cls}})
		emit(op{code: uint8(classfile.DUP)})
	}
	// Sources: captured fields, then the SAM arguments.
	type src struct {
		desc  string
		field int // slot in the lambda object, or -1
		local int
	}
	var srcs []src
	slot := 0
	for _, d := range info.captures {
		srcs = append(srcs, src{desc: d, field: slot})
		slot++
		if classfile.IsWide(d) {
			slot++
		}
	}
	local := 1
	for _, d := range sam.params {
		srcs = append(srcs, src{desc: d, field: -1, local: local})
		local++
		if classfile.IsWide(d) {
			local++
		}
	}
	if len(srcs) != len(want) {
		return nil, vmErrorf("arity mismatch: %d values for %d parameters", len(srcs), len(want))
	}
	for i, s := range srcs {
		if s.field >= 0 {
			emit(op{code: opLoad, a: 0})
			f := &Field{Class: c, Name: "arg$" + itoa(i+1), Desc: s.desc, Slot: s.field}
			emit(op{code: uint8(classfile.GETFIELD), r: &opRef{resolved: true, field: f, fieldID: c.Name + "." + f.Name, final: true}})
		} else if classfile.IsWide(s.desc) {
			emit(op{code: opLoad2, a: int32(s.local)})
		} else {
			emit(op{code: opLoad, a: int32(s.local)})
		}
		conv, err := v.convert(s.desc, want[i])
		if err != nil {
			return nil, err
		}
		ops = append(ops, conv...)
	}
	nargs := target.argSlots
	switch kind {
	case classfile.RefInvokeStatic:
		emit(op{code: uint8(classfile.INVOKESTATIC), r: &opRef{resolved: true, method: target, nargs: nargs}})
	case classfile.RefInvokeVirtual:
		emit(op{code: uint8(classfile.INVOKEVIRTUAL), r: &opRef{resolved: true, method: target, nargs: nargs}})
	case classfile.RefInvokeInterface:
		emit(op{code: uint8(classfile.INVOKEINTERFACE), r: &opRef{resolved: true, method: target, nargs: nargs}})
	case classfile.RefInvokeSpecial, classfile.RefNewInvokeSpecial:
		emit(op{code: uint8(classfile.INVOKESPECIAL), r: &opRef{resolved: true, method: target, nargs: nargs}})
	default:
		return nil, vmErrorf("method handle kind %d is not supported", kind)
	}
	ret := implType.Return
	if kind == classfile.RefNewInvokeSpecial {
		ret = "L" + impl.Ref.Class + ";"
	}
	samRet := sam.Desc[strings.IndexByte(sam.Desc, ')')+1:]
	switch {
	case samRet == "V":
		switch {
		case ret == "J" || ret == "D":
			emit(op{code: uint8(classfile.POP2)})
		case ret != "V":
			emit(op{code: uint8(classfile.POP)})
		}
		emit(op{code: uint8(classfile.RETURN)})
	default:
		if ret == "V" {
			emit(op{code: opIConst}) // null
		} else {
			conv, err := v.convert(ret, samRet)
			if err != nil {
				return nil, err
			}
			ops = append(ops, conv...)
		}
		switch samRet[0] {
		case 'L', '[':
			emit(op{code: uint8(classfile.ARETURN)})
		case 'J':
			emit(op{code: uint8(classfile.LRETURN)})
		case 'D':
			emit(op{code: uint8(classfile.DRETURN)})
		case 'F':
			emit(op{code: uint8(classfile.FRETURN)})
		default:
			emit(op{code: uint8(classfile.IRETURN)})
		}
	}
	stack := 0
	for _, w := range want {
		stack++
		if classfile.IsWide(w) {
			stack++
		}
	}
	return &lowered{ops: ops, pcs: make([]int32, len(ops)), maxLocals: local, maxStack: stack + 4}, nil
}

// convert adapts a value of type from to type to (boxing, unboxing,
// casts, widening) as LambdaMetafactory does.
func (v *VM) convert(from, to string) ([]op, error) {
	if from == to {
		return nil, nil
	}
	isRef := func(d string) bool { return d[0] == 'L' || d[0] == '[' }
	switch {
	case isRef(from) && isRef(to):
		if to == "Ljava/lang/Object;" {
			return nil, nil
		}
		c, err := v.classForDesc(to)
		if err != nil {
			return nil, err
		}
		return []op{{code: uint8(classfile.CHECKCAST), r: &opRef{resolved: true, class: c}}}, nil
	case isRef(from):
		b := boxes[to[0]]
		bc, err := v.loadClass(b.cls)
		if err != nil {
			return nil, err
		}
		m := bc.methods[b.unbox+"()"+to]
		if m == nil {
			return nil, vmErrorf("cannot unbox to %s", to)
		}
		return []op{{code: uint8(classfile.CHECKCAST), r: &opRef{resolved: true, class: bc}},
			{code: uint8(classfile.INVOKEVIRTUAL), r: &opRef{resolved: true, method: m, nargs: 1}}}, nil
	case isRef(to):
		b := boxes[from[0]]
		bc, err := v.loadClass(b.cls)
		if err != nil {
			return nil, err
		}
		m := bc.methods["valueOf("+from+")L"+b.cls+";"]
		if m == nil {
			return nil, vmErrorf("cannot box %s", from)
		}
		return []op{{code: uint8(classfile.INVOKESTATIC), r: &opRef{resolved: true, method: m, nargs: m.argSlots}}}, nil
	}
	// primitive widening
	w := map[string]classfile.Opcode{"IJ": classfile.I2L, "IF": classfile.I2F, "ID": classfile.I2D, "JF": classfile.L2F, "JD": classfile.L2D, "FD": classfile.F2D,
		"BJ": classfile.I2L, "SJ": classfile.I2L, "CJ": classfile.I2L, "BD": classfile.I2D, "SD": classfile.I2D, "CD": classfile.I2D}
	if o, ok := w[from+to]; ok {
		return []op{{code: uint8(o)}}, nil
	}
	if strings.Contains("BSCI", from) && strings.Contains("BSCI", to) {
		return nil, nil
	}
	return nil, vmErrorf("cannot convert %s to %s", from, to)
}

func (v *VM) runSynthetic(t *Thread, o *op) error {
	return vmErrorf("BUG: synthetic op")
}

// objectMethod implements the record methods of java.lang.runtime.ObjectMethods.
func (v *VM) objectMethod(t *Thread, site *indySite, args []uint64) (uint64, error) {
	self := args[0]
	comp := func(h Ref, g classfile.MethodHandle) (uint64, string) {
		f := site.record.findField(g.Ref.Name)
		return v.obj(h).slots[f.Slot], f.Desc
	}
	switch site.objMethod {
	case "toString":
		var b strings.Builder
		b.WriteString(simpleName(site.record) + "[")
		for i, g := range site.getters {
			if i > 0 {
				b.WriteString(", ")
			}
			x, d := comp(self, g)
			b.WriteString(g.Ref.Name + "=")
			if d[0] == 'L' || d[0] == '[' {
				s, err := v.javaString(t, x)
				if err != nil {
					return 0, err
				}
				b.WriteString(s)
			} else if d[0] == 'F' || d[0] == 'D' {
				fs, err := v.floatingString(t, d[0], x)
				if err != nil {
					return 0, err
				}
				b.WriteString(string(utf16.Decode(fs)))
			} else {
				b.WriteString(primString(d[0], x))
			}
		}
		b.WriteString("]")
		return v.newString(t, b.String()), nil
	case "hashCode":
		var h int32
		for _, g := range site.getters {
			x, d := comp(self, g)
			var e int32
			switch d[0] {
			case 'L', '[':
				if x != 0 {
					r, exc, err := v.invokeVirtualNested(t, x, "hashCode()I")
					if err != nil {
						return 0, err
					}
					if exc != 0 {
						return 0, &javaThrow{exc}
					}
					e = int32(r)
				}
			case 'J':
				e = int32(x ^ x>>32)
			case 'D':
				bits := doubleSlot(slotDouble(x))
				e = int32(bits ^ bits>>32)
			case 'Z':
				e = 1237
				if x != 0 {
					e = 1231
				}
			default:
				e = int32(x)
			}
			h = 31*h + e
		}
		return uint64(uint32(h)), nil
	case "equals":
		other := args[1]
		if other == self {
			return 1, nil
		}
		if other == 0 || v.obj(other).class != v.obj(self).class {
			return 0, nil
		}
		for _, g := range site.getters {
			x, d := comp(self, g)
			y, _ := comp(other, g)
			if d[0] == 'L' || d[0] == '[' {
				if x == y {
					continue
				}
				if x == 0 || y == 0 {
					return 0, nil
				}
				r, exc, err := v.invokeVirtualNested(t, x, "equals(Ljava/lang/Object;)Z", y)
				if err != nil {
					return 0, err
				}
				if exc != 0 {
					return 0, &javaThrow{exc}
				}
				if r == 0 {
					return 0, nil
				}
			} else if x != y {
				return 0, nil
			}
		}
		return 1, nil
	}
	return 0, vmErrorf("ObjectMethods.%s is not supported", site.objMethod)
}

// floatingString formats a float or double as Java does, by running the
// JDK's own Float/Double.toString (FloatingDecimal) nested.
func (v *VM) floatingString(t *Thread, d byte, x uint64) ([]uint16, error) {
	cls, key := "java/lang/Double", "toString(D)Ljava/lang/String;"
	args := []uint64{x, 0}
	if d == 'F' {
		cls, key = "java/lang/Float", "toString(F)Ljava/lang/String;"
		args = args[:1]
	}
	c, err := v.loadClass(cls)
	if err != nil {
		return nil, err
	}
	if exc, err := v.initClass(t, c); err != nil || exc != 0 {
		if exc != 0 {
			return nil, &javaThrow{exc}
		}
		return nil, err
	}
	r, exc, err := v.callNested(t, c.methods[key], args)
	if err != nil {
		return nil, err
	}
	if exc != 0 {
		return nil, &javaThrow{exc}
	}
	return v.stringChars(r), nil
}
