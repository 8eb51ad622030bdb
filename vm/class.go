package vm

import (
	"errors"
	"fmt"
	"strings"

	"weft/classfile"
)

// Class is a run-time class: an instance class loaded from a class file, an
// array class, a primitive pseudo-class, or a synthetic lambda class.
type Class struct {
	id         int
	Name       string // internal name, "[I" for arrays, "int" for primitives
	cf         *classfile.ClassFile
	Super      *Class
	Interfaces []*Class
	flags      uint16

	// Arrays.
	elem     *Class // component class
	elemDesc byte   // first char of the component descriptor: 'I', 'L', '[' …

	prim byte // primitive classes: the descriptor char

	fields    map[string]*Field // declared fields by name
	nInst     int               // instance slots, including superclasses'
	instRefs  []int             // instance slots that hold references
	nStatic   int
	staticRef []int
	methods   map[string]*Method // declared, by name+desc
	vcache    map[string]*Method // virtual lookups
	depth     int                // superclass chain length

	mirror Ref         // the java.lang.Class object (permanent)
	lambda *lambdaInfo // synthetic lambda classes
	hasDef bool        // interface declaring non-abstract instance methods
	lib    bool        // a JDK class (libraryClass)
	syncOp bool        // a JDK synchronizer's class (syncOpClass)
	nh     uint64      // strHash(Name), made on first use (StateHash)
}

func (c *Class) String() string { return c.Name }

// IsInterface reports whether c is an interface.
func (c *Class) IsInterface() bool { return c.flags&classfile.AccInterface != 0 }

// IsArray reports whether c is an array class.
func (c *Class) IsArray() bool { return c.elemDesc != 0 }

// Field is a run-time field.
type Field struct {
	Class    *Class
	Name     string
	Desc     string
	Static   bool
	Volatile bool
	Slot     int
	member   *classfile.Member
}

// isRef reports whether the field holds a reference.
func (f *Field) isRef() bool { return f.Desc[0] == 'L' || f.Desc[0] == '[' }

// final reports whether the field is declared final.
func (f *Field) final() bool { return f.member.AccessFlags&classfile.AccFinal != 0 }

// access is the Access of a read or write (kind) of f in object o (a
// static field's: the class's statics) as getfield, putfield, getstatic
// and putstatic report it: a static field is named by its Field alone,
// with no object, so that accesses by bytecode and by a method or var
// handle are one variable to the strategies.
func (f *Field) access(kind Kind, o *Object) Access {
	a := Access{Kind: kind, Field: f.Class.Name + "." + f.Name, Volatile: f.Volatile}
	if !f.Static {
		a.Obj, a.HasObj = o.id, true
	}
	return a
}

// Method is a run-time method.
type Method struct {
	Class    *Class
	Name     string
	Desc     string
	flags    uint16
	member   *classfile.Member
	argSlots int // including the receiver
	retKind  byte
	key      string // name+desc
	native   nativeFn
	code     *lowered
	params   []string
	ret      string         // the return descriptor
	poly     bool           // signature-polymorphic (MethodHandle/VarHandle) call site
	slots    *methodSlots   // which frame slots hold references (StateHash)
	pos      map[int]string // sourcePos by pc, made on first use
	fh       uint64         // strHash(Class.Name + "." + key), made on first use (StateHash)
}

// IsStatic reports whether m is static.
func (m *Method) IsStatic() bool { return m.flags&classfile.AccStatic != 0 }

func (m *Method) isAbstract() bool { return m.flags&classfile.AccAbstract != 0 }

func (m *Method) isVarargs() bool { return m.flags&classfile.AccVarargs != 0 }

func (m *Method) String() string { return m.Class.Name + "." + m.Name + m.Desc }

// Error is a clean VM error: unsupported input, a missing class, an
// unmodelled native method. It ends the run (exit 2 from weft run).
type Error struct{ Msg string }

func (e *Error) Error() string { return e.Msg }

func vmErrorf(format string, args ...any) error { return &Error{fmt.Sprintf(format, args...)} }

// classNotFound is returned by loadClass when the class path has no class.
type classNotFound struct{ name string }

func (e *classNotFound) Error() string { return "class not found: " + e.name }

// loadClass returns the linked class with the given internal name.
func (v *VM) loadClass(name string) (*Class, error) {
	if c := v.classes[name]; c != nil {
		return c, nil
	}
	if strings.HasPrefix(name, "[") {
		return v.arrayClass(name)
	}
	if len(name) > 0 && v.prims[name] != nil {
		return v.prims[name], nil
	}
	cf, err := v.cp.Lookup(name)
	if err != nil {
		var nf *classfile.NotFoundError
		if errors.As(err, &nf) {
			return nil, &classNotFound{name}
		}
		return nil, err
	}
	if err := v.circularity(name, cf); err != nil {
		return nil, err
	}
	c := &Class{Name: name, cf: cf, flags: cf.AccessFlags, fields: map[string]*Field{}, methods: map[string]*Method{}, vcache: map[string]*Method{}}
	if cf.Super != "" {
		s, err := v.loadClass(cf.Super)
		if err != nil {
			return nil, err
		}
		c.Super = s
		c.nInst = s.nInst
		c.instRefs = append([]int(nil), s.instRefs...)
		c.depth = s.depth + 1
	}
	for _, in := range cf.Interfaces {
		ic, err := v.loadClass(in)
		if err != nil {
			return nil, err
		}
		c.Interfaces = append(c.Interfaces, ic)
	}
	for _, f := range cf.Fields {
		fd := &Field{Class: c, Name: f.Name, Desc: f.Desc, Static: f.IsStatic(), Volatile: f.AccessFlags&classfile.AccVolatile != 0, member: f}
		isRef := fd.isRef()
		if fd.Static {
			fd.Slot = c.nStatic
			if isRef {
				c.staticRef = append(c.staticRef, c.nStatic)
			}
			c.nStatic++
			if classfile.IsWide(f.Desc) {
				c.nStatic++
			}
		} else {
			fd.Slot = c.nInst
			if isRef {
				c.instRefs = append(c.instRefs, c.nInst)
			}
			c.nInst++
			if classfile.IsWide(f.Desc) {
				c.nInst++
			}
		}
		c.fields[f.Name] = fd
	}
	for _, mm := range cf.Methods {
		m, err := newMethod(c, mm.Name, mm.Desc, mm.AccessFlags)
		if err != nil {
			return nil, vmErrorf("%s: %v", name, err)
		}
		m.member = mm
		c.methods[m.key] = m
		if c.IsInterface() && !m.IsStatic() && !m.isAbstract() && mm.Name != "<clinit>" {
			c.hasDef = true
		}
	}
	v.addClass(c)
	v.bindNatives(c)
	return c, nil
}

func newMethod(c *Class, name, desc string, flags uint16) (*Method, error) {
	mt, err := classfile.ParseMethodDesc(desc)
	if err != nil {
		return nil, err
	}
	m := &Method{Class: c, Name: name, Desc: desc, flags: flags, key: name + desc, params: mt.Params, ret: mt.Return}
	m.argSlots = mt.ArgSlots()
	if flags&classfile.AccStatic == 0 {
		m.argSlots++
	}
	m.retKind = mt.Return[0]
	return m, nil
}

func (v *VM) addClass(c *Class) {
	c.id = len(v.classList)
	c.lib = libraryClass(c.Name)
	c.syncOp = syncOpClass(c.Name)
	v.classList = append(v.classList, c)
	v.classes[c.Name] = c
	*v.csw(c.id) = classState{}
}

func (v *VM) arrayClass(name string) (*Class, error) {
	if c := v.classes[name]; c != nil {
		return c, nil
	}
	if len(name) < 2 {
		return nil, vmErrorf("bad array class %q", name)
	}
	ed := name[1]
	var elem *Class
	var err error
	switch ed {
	case 'L':
		if !strings.HasSuffix(name, ";") {
			return nil, vmErrorf("bad array class %q", name)
		}
		elem, err = v.loadClass(name[2 : len(name)-1])
	case '[':
		elem, err = v.arrayClass(name[1:])
	default:
		elem = v.primByDesc[ed]
		if elem == nil || len(name) != 2 {
			return nil, vmErrorf("bad array class %q", name)
		}
	}
	if err != nil {
		return nil, err
	}
	obj := v.classes["java/lang/Object"]
	c := &Class{Name: name, Super: obj, elem: elem, elemDesc: ed, flags: classfile.AccPublic | classfile.AccFinal,
		fields: map[string]*Field{}, methods: map[string]*Method{}, vcache: map[string]*Method{}, depth: 1}
	for _, in := range []string{"java/lang/Cloneable", "java/io/Serializable"} {
		if ic, err := v.loadClass(in); err == nil {
			c.Interfaces = append(c.Interfaces, ic)
		}
	}
	v.addClass(c)
	return c, nil
}

// arrayOf returns the array class whose component is c.
func (v *VM) arrayOf(c *Class) (*Class, error) {
	if c.prim != 0 {
		return v.arrayClass("[" + string(c.prim))
	}
	if c.IsArray() {
		return v.arrayClass("[" + c.Name)
	}
	return v.arrayClass("[L" + c.Name + ";")
}

// descriptor returns c as a field descriptor.
func (c *Class) descriptor() string {
	if c.prim != 0 {
		return string(c.prim)
	}
	if c.IsArray() {
		return c.Name
	}
	return "L" + c.Name + ";"
}

// classForDesc returns the class named by a field descriptor.
func (v *VM) classForDesc(desc string) (*Class, error) {
	switch desc[0] {
	case 'L':
		return v.loadClass(desc[1 : len(desc)-1])
	case '[':
		return v.arrayClass(desc)
	}
	if c := v.primByDesc[desc[0]]; c != nil {
		return c, nil
	}
	return nil, vmErrorf("bad descriptor %q", desc)
}

// isSubclassOf reports whether c is assignable to t (JVMS checkcast rules).
func (c *Class) isSubclassOf(t *Class) bool {
	if c == t {
		return true
	}
	if c.IsArray() {
		if t.IsArray() {
			if c.elem.prim != 0 || t.elem.prim != 0 {
				return c.elem == t.elem
			}
			return c.elem.isSubclassOf(t.elem)
		}
		if t.IsInterface() {
			return t.Name == "java/lang/Cloneable" || t.Name == "java/io/Serializable"
		}
		return t.Name == "java/lang/Object"
	}
	if t.IsInterface() {
		for k := c; k != nil; k = k.Super {
			for _, i := range k.Interfaces {
				if i.isSubclassOf(t) {
					return true
				}
			}
		}
		return false
	}
	for k := c.Super; k != nil; k = k.Super {
		if k == t {
			return true
		}
	}
	return false
}

// findField resolves a field by name (JVMS 5.4.3.2): the class, its
// superinterfaces, then its superclass.
func (c *Class) findField(name string) *Field {
	for k := c; k != nil; k = k.Super {
		if f := k.fields[name]; f != nil {
			return f
		}
		for _, i := range k.Interfaces {
			if f := i.findField(name); f != nil {
				return f
			}
		}
	}
	return nil
}

// findMethod resolves a method (JVMS 5.4.3.3/4): the class and its
// superclasses, then the superinterfaces (maximally specific first).
func (c *Class) findMethod(key string) *Method {
	for k := c; k != nil; k = k.Super {
		if m := k.methods[key]; m != nil {
			return m
		}
	}
	return c.findInterfaceMethod(key)
}

func (c *Class) findInterfaceMethod(key string) *Method {
	var abstract *Method
	var found *Method
	var visit func(k *Class)
	seen := map[*Class]bool{}
	visit = func(k *Class) {
		for _, i := range k.Interfaces {
			if seen[i] {
				continue
			}
			seen[i] = true
			if m := i.methods[key]; m != nil && !m.IsStatic() && m.flags&classfile.AccPrivate == 0 {
				if m.isAbstract() {
					if abstract == nil {
						abstract = m
					}
				} else if found == nil || i.isSubclassOf(found.Class) {
					found = m
				}
			}
			visit(i)
		}
	}
	for k := c; k != nil; k = k.Super {
		visit(k)
	}
	if found != nil {
		return found
	}
	if abstract != nil {
		return abstract
	}
	if c.IsInterface() {
		if obj := c.objectRoot(); obj != nil {
			if m := obj.methods[key]; m != nil && m.flags&classfile.AccPublic != 0 {
				return m
			}
		}
	}
	return nil
}

func (c *Class) objectRoot() *Class {
	k := c
	for k.Super != nil {
		k = k.Super
	}
	if k.Name == "java/lang/Object" {
		return k
	}
	return nil
}

// virtual selects the method invoked by invokevirtual/invokeinterface on a
// receiver of class c (JVMS 5.4.6), cached per class.
func (c *Class) virtual(key string) *Method {
	if m, ok := c.vcache[key]; ok {
		return m
	}
	var sel *Method
	for k := c; k != nil && sel == nil; k = k.Super {
		if m := k.methods[key]; m != nil && !m.IsStatic() {
			sel = m
		}
	}
	if sel == nil || sel.isAbstract() {
		if m := c.findInterfaceMethod(key); m != nil && !m.isAbstract() {
			sel = m
		}
	}
	c.vcache[key] = sel
	return sel
}

// sourcePos returns "File.java:line" for the bytecode pc of m.
func (m *Method) sourcePos(pc int) string {
	if m.Class.cf == nil {
		return "Unknown Source"
	}
	if m.flags&classfile.AccNative != 0 {
		return "Native Method"
	}
	// Every visible operation names its position: made once per pc, not
	// per event.
	if p, ok := m.pos[pc]; ok {
		return p
	}
	if m.pos == nil {
		m.pos = map[int]string{}
	}
	p := m.Class.cf.SourcePos(m.member, pc)
	m.pos[pc] = p
	return p
}

// line returns the source line of pc, or -1.
func (m *Method) line(pc int) int {
	if m.member == nil || m.member.Code == nil {
		return -1
	}
	if l := m.member.Code.LineAt(pc); l > 0 {
		return l
	}
	return -1
}
