package classfile

import (
	"encoding/binary"
	"fmt"
	"slices"
	"sync"
)

// Access flags (JVMS tables 4.1-B, 4.5-A, 4.6-A).
const (
	AccPublic       = 0x0001
	AccPrivate      = 0x0002
	AccProtected    = 0x0004
	AccStatic       = 0x0008
	AccFinal        = 0x0010
	AccSynchronized = 0x0020 // methods
	AccSuper        = 0x0020 // classes
	AccVolatile     = 0x0040 // fields
	AccBridge       = 0x0040 // methods
	AccTransient    = 0x0080 // fields
	AccVarargs      = 0x0080 // methods
	AccNative       = 0x0100
	AccInterface    = 0x0200
	AccAbstract     = 0x0400
	AccStrict       = 0x0800
	AccSynthetic    = 0x1000
	AccAnnotation   = 0x2000
	AccEnum         = 0x4000
	AccModule       = 0x8000
)

// Supported class-file major versions: JDK 1.1 (45) to JDK 21 (65).
const (
	MinMajor = 45
	MaxMajor = 65
)

// ClassFile is a decoded class file.
type ClassFile struct {
	File         string // where it was read from, for messages
	Minor, Major uint16
	CP           ConstantPool
	AccessFlags  uint16
	Name         string // internal name of this class
	Super        string // internal name of the superclass; "" for java/lang/Object and module-info
	Interfaces   []string
	Fields       []*Member
	Methods      []*Member
	Attributes   []Attribute

	// Decoded class attributes (zero when absent).
	SourceFile       string
	Signature        string
	BootstrapMethods []BootstrapMethod
	InnerClasses     []InnerClass
	EnclosingClass   string
	EnclosingMethod  string // name+descriptor, "" if none
	NestHost         string
	NestMembers      []string
	PermittedSubs    []string
	Record           []RecordComponent
	Annotations      []Annotation // RuntimeVisible and RuntimeInvisible

	decoded sync.Map // *Member -> decodedMethod: DecodeMethod's answers
}

// Member is a field or a method.
type Member struct {
	AccessFlags uint16
	Name        string
	Desc        string
	Attributes  []Attribute

	Signature     string
	ConstantValue uint16   // fields: constant-pool index of the initial value, 0 if none
	Exceptions    []string // methods: declared thrown classes
	Code          *Code    // methods: nil for abstract and native methods
	Annotations   []Annotation
}

// IsStatic reports whether the ACC_STATIC flag is set.
func (m *Member) IsStatic() bool { return m.AccessFlags&AccStatic != 0 }

// Code is a method's Code attribute.
type Code struct {
	MaxStack, MaxLocals uint16
	Bytecode            []byte
	Handlers            []Handler
	LineNumbers         []LineNumber
	LocalVars           []LocalVar
	Attributes          []Attribute
}

// Handler is one exception-table entry: [Start, End) is protected, control
// goes to HandlerPC; CatchType "" catches everything (finally).
type Handler struct {
	Start, End, HandlerPC int
	CatchType             string
}

// LineNumber maps bytecode from StartPC on to a source line.
type LineNumber struct {
	StartPC, Line int
}

// LocalVar is a LocalVariableTable entry.
type LocalVar struct {
	StartPC, Length int
	Name, Desc      string
	Index           int
}

// LineAt returns the source line of the instruction at pc, or 0 if the
// method has no line numbers. javac may emit the entries out of order, so
// the covering entry is the one with the greatest StartPC ≤ pc.
func (c *Code) LineAt(pc int) int {
	best, line := -1, 0
	for _, ln := range c.LineNumbers {
		if ln.StartPC <= pc && ln.StartPC > best {
			best, line = ln.StartPC, ln.Line
		}
	}
	return line
}

// Attribute is an attribute as found in the file. Data excludes the 6-byte
// header; Offset is where Data starts in the file.
type Attribute struct {
	Name   string
	Data   []byte
	Offset int
}

// BootstrapMethod is one entry of the BootstrapMethods attribute.
type BootstrapMethod struct {
	Ref  uint16   // MethodHandle index
	Args []uint16 // loadable constant indices
}

// InnerClass is one entry of the InnerClasses attribute.
type InnerClass struct {
	Inner, Outer, Name string // Outer and Name may be ""
	AccessFlags        uint16
}

// RecordComponent is one component of a Record attribute.
type RecordComponent struct {
	Name, Desc string
	Signature  string
	Attributes []Attribute
}

// Annotation is a decoded annotation (JVMS 4.7.16).
type Annotation struct {
	Type     string // field descriptor, e.g. Lorg/junit/Test;
	Visible  bool   // RuntimeVisibleAnnotations (vs Invisible)
	Elements []ElementPair
}

// ElementPair is a name=value pair of an annotation.
type ElementPair struct {
	Name  string
	Value ElementValue
}

// ElementValue is an annotation element value. Tag is one of
// B C D F I J S Z s e c @ [.
type ElementValue struct {
	Tag        byte
	Const      uint16 // B C D F I J S Z s: constant-pool index
	EnumType   string // e
	EnumName   string // e
	Class      string // c: return descriptor
	Annotation *Annotation
	Array      []ElementValue
}

// Method returns the method with the given name and descriptor, or nil.
func (cf *ClassFile) Method(name, desc string) *Member {
	for _, m := range cf.Methods {
		if m.Name == name && m.Desc == desc {
			return m
		}
	}
	return nil
}

// Field returns the field with the given name, or nil.
func (cf *ClassFile) Field(name string) *Member {
	for _, f := range cf.Fields {
		if f.Name == name {
			return f
		}
	}
	return nil
}

// IsInterface reports whether the class is an interface.
func (cf *ClassFile) IsInterface() bool { return cf.AccessFlags&AccInterface != 0 }

// reader reads big-endian data and remembers the first error. After an
// error every read returns zero, so parsing code can check once per
// structure instead of after every field.
type reader struct {
	file string
	b    []byte
	pos  int
	err  error
	s    string // b as a string, when the constant pool is read
}

func (r *reader) fail(off int, format string, args ...any) {
	if r.err == nil {
		r.err = &FormatError{File: r.file, Offset: off, Msg: fmt.Sprintf(format, args...)}
	}
}

func (r *reader) need(n int, what string) bool {
	if r.err != nil {
		return false
	}
	if n < 0 || len(r.b)-r.pos < n {
		r.fail(r.pos, "truncated %s: need %d bytes, %d left", what, n, len(r.b)-r.pos)
		return false
	}
	return true
}

func (r *reader) u1(what string) uint8 {
	if !r.need(1, what) {
		return 0
	}
	v := r.b[r.pos]
	r.pos++
	return v
}

func (r *reader) u2(what string) uint16 {
	if !r.need(2, what) {
		return 0
	}
	v := binary.BigEndian.Uint16(r.b[r.pos:])
	r.pos += 2
	return v
}

func (r *reader) u4(what string) uint32 {
	if !r.need(4, what) {
		return 0
	}
	v := binary.BigEndian.Uint32(r.b[r.pos:])
	r.pos += 4
	return v
}

func (r *reader) bytes(n int, what string) []byte {
	if !r.need(n, what) {
		return nil
	}
	v := r.b[r.pos : r.pos+n : r.pos+n]
	r.pos += n
	return v
}

// Parse decodes a class file. file names it in error messages.
func Parse(data []byte, file string) (*ClassFile, error) {
	// One string copy of the whole file: every Utf8 constant is a substring
	// of it, which saves an allocation per constant.
	r := &reader{file: file, b: data, s: string(data)}
	cf := &ClassFile{File: file}
	if magic := r.u4("magic"); r.err == nil && magic != 0xCAFEBABE {
		r.fail(0, "bad magic 0x%08x, not a class file", magic)
	}
	cf.Minor = r.u2("minor version")
	cf.Major = r.u2("major version")
	switch {
	case r.err != nil:
	case cf.Major > MaxMajor:
		// A newer javac's: say which release made it and what to do.
		r.fail(6, "unsupported class-file version %d.%d of Java %d (supported: %d to %d, Java 1.1 to %d; compile with javac --release %d)",
			cf.Major, cf.Minor, cf.Major-44, MinMajor, MaxMajor, MaxMajor-44, MaxMajor-44)
	case cf.Major < MinMajor:
		r.fail(6, "unsupported class-file version %d.%d (supported: %d to %d)", cf.Major, cf.Minor, MinMajor, MaxMajor)
	}
	cf.CP = r.constantPool()
	if r.err != nil {
		return nil, r.err
	}
	p := &parser{r: r, cf: cf}
	cf.AccessFlags = r.u2("access flags")
	thisOff := r.pos
	cf.Name = p.class(thisOff, r.u2("this_class"))
	superOff := r.pos
	if si := r.u2("super_class"); si != 0 {
		cf.Super = p.class(superOff, si)
	} else if r.err == nil && cf.Name != "java/lang/Object" && cf.AccessFlags&AccModule == 0 {
		r.fail(superOff, "class %s has no superclass", cf.Name)
	}
	n := int(r.u2("interfaces_count"))
	for i := 0; i < n && r.err == nil; i++ {
		off := r.pos
		cf.Interfaces = append(cf.Interfaces, p.class(off, r.u2("interface")))
	}
	cf.Fields = p.members("field")
	cf.Methods = p.members("method")
	cf.Attributes = p.attributes()
	for _, a := range cf.Attributes {
		if r.err != nil {
			break
		}
		p.classAttribute(a)
	}
	if r.err == nil && r.pos != len(data) {
		r.fail(r.pos, "%d bytes of trailing garbage after the class", len(data)-r.pos)
	}
	if r.err != nil {
		return nil, r.err
	}
	return cf, nil
}

func (r *reader) constantPool() ConstantPool {
	n := int(r.u2("constant_pool_count"))
	if r.err != nil {
		return nil
	}
	if n == 0 {
		r.fail(r.pos-2, "constant_pool_count is 0")
		return nil
	}
	cp := make(ConstantPool, n)
	offsets := make([]int, n)
	for i := 1; i < n && r.err == nil; i++ {
		offsets[i] = r.pos
		tag := Tag(r.u1("constant tag"))
		c := &cp[i]
		c.Tag = tag
		switch tag {
		case TagUtf8:
			l := int(r.u2("Utf8 length"))
			if r.need(l, "Utf8 bytes") {
				c.Str = r.s[r.pos : r.pos+l]
				r.pos += l
			}
		case TagInteger, TagFloat:
			c.Bits = uint64(r.u4("constant"))
		case TagLong, TagDouble:
			hi := uint64(r.u4("constant"))
			c.Bits = hi<<32 | uint64(r.u4("constant"))
			i++ // 8-byte constants take two slots
			if i >= n && r.err == nil {
				r.fail(offsets[i-1], "8-byte constant at the last constant-pool slot %d", i-1)
			}
		case TagClass, TagString, TagMethodType, TagModule, TagPackage:
			c.A = r.u2("constant index")
		case TagFieldref, TagMethodref, TagInterfaceMethodref, TagNameAndType, TagDynamic, TagInvokeDynamic:
			c.A = r.u2("constant index")
			c.B = r.u2("constant index")
		case TagMethodHandle:
			c.A = uint16(r.u1("reference kind"))
			c.B = r.u2("reference index")
		default:
			r.fail(offsets[i], "bad constant-pool tag %d at index %d", tag, i)
		}
	}
	if r.err != nil {
		return nil
	}
	// Check every cross-reference now, so that accessors never fail.
	check := func(i int, idx uint16, want ...Tag) bool {
		if int(idx) < 1 || int(idx) >= n {
			r.fail(offsets[i], "constant %d (%s) refers to index %d, out of range 1..%d", i, cp[i].Tag, idx, n-1)
			return false
		}
		got := cp[idx].Tag
		for _, w := range want {
			if got == w {
				return true
			}
		}
		r.fail(offsets[i], "constant %d (%s) refers to index %d, which is %s, want %v", i, cp[i].Tag, idx, got, want)
		return false
	}
	for i := 1; i < n && r.err == nil; i++ {
		c := cp[i]
		switch c.Tag {
		case TagClass, TagString, TagMethodType, TagModule, TagPackage:
			check(i, c.A, TagUtf8)
		case TagNameAndType:
			_ = check(i, c.A, TagUtf8) && check(i, c.B, TagUtf8)
		case TagFieldref, TagMethodref, TagInterfaceMethodref:
			_ = check(i, c.A, TagClass) && check(i, c.B, TagNameAndType)
		case TagDynamic, TagInvokeDynamic:
			check(i, c.B, TagNameAndType)
		case TagMethodHandle:
			switch c.A {
			case RefGetField, RefGetStatic, RefPutField, RefPutStatic:
				check(i, c.B, TagFieldref)
			case RefInvokeVirtual, RefNewInvokeSpecial:
				check(i, c.B, TagMethodref)
			case RefInvokeStatic, RefInvokeSpecial:
				check(i, c.B, TagMethodref, TagInterfaceMethodref)
			case RefInvokeInterface:
				check(i, c.B, TagInterfaceMethodref)
			default:
				r.fail(offsets[i], "constant %d: bad method-handle kind %d", i, c.A)
			}
		}
	}
	return cp
}

type parser struct {
	r  *reader
	cf *ClassFile
}

// index checks that i is a valid constant-pool index with one of the tags.
func (p *parser) index(off int, i uint16, what string, want ...Tag) bool {
	if p.r.err != nil {
		return false
	}
	if i == 0 || int(i) >= len(p.cf.CP) {
		p.r.fail(off, "%s: constant-pool index %d out of range 1..%d", what, i, len(p.cf.CP)-1)
		return false
	}
	got := p.cf.CP[i].Tag
	for _, w := range want {
		if got == w {
			return true
		}
	}
	p.r.fail(off, "%s: constant-pool index %d is %s, want %v", what, i, got, want)
	return false
}

func (p *parser) utf8(off int, i uint16, what string) string {
	if !p.index(off, i, what, TagUtf8) {
		return ""
	}
	return p.cf.CP[i].Str
}

func (p *parser) class(off int, i uint16) string {
	if !p.index(off, i, "class reference", TagClass) {
		return ""
	}
	return p.cf.CP.ClassName(i)
}

// optClass is class() for indices that may be 0.
func (p *parser) optClass(off int, i uint16) string {
	if i == 0 {
		return ""
	}
	return p.class(off, i)
}

func (p *parser) members(kind string) []*Member {
	r := p.r
	n := int(r.u2(kind + "s_count"))
	// Built once: these name what was being read in error messages.
	whatFlags, whatName, whatDesc := kind+" access flags", kind+" name", kind+" descriptor"
	if r.err != nil {
		return nil
	}
	ms := make([]*Member, 0, n)
	for i := 0; i < n && r.err == nil; i++ {
		m := &Member{AccessFlags: r.u2(whatFlags)}
		off := r.pos
		m.Name = p.utf8(off, r.u2(whatName), whatName)
		m.Desc = p.utf8(off+2, r.u2(whatDesc), whatDesc)
		m.Attributes = p.attributes()
		for _, a := range m.Attributes {
			if r.err != nil {
				break
			}
			p.memberAttribute(m, a)
		}
		ms = append(ms, m)
	}
	return ms
}

func (p *parser) attributes() []Attribute {
	r := p.r
	n := int(r.u2("attributes_count"))
	if r.err != nil || n == 0 {
		return nil
	}
	as := make([]Attribute, 0, n)
	for i := 0; i < n && r.err == nil; i++ {
		off := r.pos
		name := p.utf8(off, r.u2("attribute name"), "attribute name")
		l := r.u4("attribute length")
		if r.err == nil && uint64(l) > uint64(len(r.b)-r.pos) {
			r.fail(off+2, "attribute %s: length %d exceeds the %d bytes left", name, l, len(r.b)-r.pos)
		}
		dataOff := r.pos
		data := r.bytes(int(l), "attribute data") // the length was checked above
		as = append(as, Attribute{Name: name, Data: data, Offset: dataOff})
	}
	return as
}

// sub returns a parser over one attribute's bytes that reports offsets
// relative to the whole file.
func (p *parser) sub(a Attribute) *parser {
	// Slice the whole file so that positions stay file offsets, but stop at
	// the attribute's end.
	end := a.Offset + len(a.Data)
	return &parser{r: &reader{file: p.r.file, b: p.r.b[:end], pos: a.Offset}, cf: p.cf}
}

// done checks that an attribute parser consumed exactly its attribute and
// propagates its error.
func (p *parser) done(q *parser, a Attribute) {
	if q.r.err == nil && q.r.pos != a.Offset+len(a.Data) {
		q.r.fail(q.r.pos, "attribute %s: %d bytes left over", a.Name, a.Offset+len(a.Data)-q.r.pos)
	}
	if q.r.err != nil && p.r.err == nil {
		p.r.err = q.r.err
	}
}

func (p *parser) classAttribute(a Attribute) {
	q := p.sub(a)
	r := q.r
	cf := p.cf
	switch a.Name {
	case "SourceFile":
		off := r.pos
		cf.SourceFile = q.utf8(off, r.u2("SourceFile"), "SourceFile")
	case "Signature":
		off := r.pos
		cf.Signature = q.utf8(off, r.u2("Signature"), "Signature")
	case "BootstrapMethods":
		n := int(r.u2("num_bootstrap_methods"))
		for i := 0; i < n && r.err == nil; i++ {
			off := r.pos
			bm := BootstrapMethod{Ref: r.u2("bootstrap_method_ref")}
			q.index(off, bm.Ref, "bootstrap method", TagMethodHandle)
			k := int(r.u2("num_bootstrap_arguments"))
			for j := 0; j < k && r.err == nil; j++ {
				off := r.pos
				arg := r.u2("bootstrap argument")
				q.index(off, arg, "bootstrap argument", TagInteger, TagFloat, TagLong, TagDouble,
					TagClass, TagString, TagMethodHandle, TagMethodType, TagDynamic)
				bm.Args = append(bm.Args, arg)
			}
			cf.BootstrapMethods = append(cf.BootstrapMethods, bm)
		}
	case "InnerClasses":
		n := int(r.u2("number_of_classes"))
		for i := 0; i < n && r.err == nil; i++ {
			off := r.pos
			ic := InnerClass{Inner: q.class(off, r.u2("inner class"))}
			ic.Outer = q.optClass(off+2, r.u2("outer class"))
			if ni := r.u2("inner name"); ni != 0 {
				ic.Name = q.utf8(off+4, ni, "inner name")
			}
			ic.AccessFlags = r.u2("inner class flags")
			cf.InnerClasses = append(cf.InnerClasses, ic)
		}
	case "EnclosingMethod":
		off := r.pos
		cf.EnclosingClass = q.class(off, r.u2("enclosing class"))
		if mi := r.u2("enclosing method"); mi != 0 && q.index(off+2, mi, "enclosing method", TagNameAndType) {
			n, d := cf.CP.NameAndType(mi)
			cf.EnclosingMethod = n + d
		}
	case "NestHost":
		off := r.pos
		cf.NestHost = q.class(off, r.u2("NestHost"))
	case "NestMembers", "PermittedSubclasses":
		n := int(r.u2("number_of_classes"))
		var list []string
		for i := 0; i < n && r.err == nil; i++ {
			off := r.pos
			list = append(list, q.class(off, r.u2("class")))
		}
		if a.Name == "NestMembers" {
			cf.NestMembers = list
		} else {
			cf.PermittedSubs = list
		}
	case "Record":
		n := int(r.u2("components_count"))
		for i := 0; i < n && r.err == nil; i++ {
			off := r.pos
			rc := RecordComponent{Name: q.utf8(off, r.u2("component name"), "record component name")}
			rc.Desc = q.utf8(off+2, r.u2("component descriptor"), "record component descriptor")
			rc.Attributes = q.attributes()
			for _, ra := range rc.Attributes {
				if ra.Name == "Signature" && len(ra.Data) == 2 {
					rc.Signature = q.utf8(ra.Offset, uint16(ra.Data[0])<<8|uint16(ra.Data[1]), "Signature")
				}
			}
			cf.Record = append(cf.Record, rc)
		}
	case "RuntimeVisibleAnnotations", "RuntimeInvisibleAnnotations":
		cf.Annotations = append(cf.Annotations, q.annotations(a.Name == "RuntimeVisibleAnnotations")...)
	default:
		return // kept raw
	}
	p.done(q, a)
}

func (p *parser) memberAttribute(m *Member, a Attribute) {
	q := p.sub(a)
	r := q.r
	switch a.Name {
	case "Code":
		m.Code = q.code()
	case "ConstantValue":
		off := r.pos
		m.ConstantValue = r.u2("ConstantValue")
		q.index(off, m.ConstantValue, "ConstantValue", TagInteger, TagFloat, TagLong, TagDouble, TagString)
	case "Exceptions":
		n := int(r.u2("number_of_exceptions"))
		for i := 0; i < n && r.err == nil; i++ {
			off := r.pos
			m.Exceptions = append(m.Exceptions, q.class(off, r.u2("exception")))
		}
	case "Signature":
		off := r.pos
		m.Signature = q.utf8(off, r.u2("Signature"), "Signature")
	case "RuntimeVisibleAnnotations", "RuntimeInvisibleAnnotations":
		m.Annotations = append(m.Annotations, q.annotations(a.Name == "RuntimeVisibleAnnotations")...)
	default:
		return
	}
	p.done(q, a)
}

func (p *parser) code() *Code {
	r := p.r
	c := &Code{MaxStack: r.u2("max_stack"), MaxLocals: r.u2("max_locals")}
	lenOff := r.pos
	l := r.u4("code_length")
	if r.err == nil && (l == 0 || l >= 65536) {
		r.fail(lenOff, "code_length %d out of range 1..65535", l)
	}
	if r.err == nil && uint64(l) > uint64(len(r.b)-r.pos) {
		r.fail(lenOff, "code_length %d exceeds the %d bytes left in the Code attribute", l, len(r.b)-r.pos)
	}
	c.Bytecode = r.bytes(int(l), "bytecode")
	n := int(r.u2("exception_table_length"))
	if n > 0 && r.err == nil {
		c.Handlers = make([]Handler, 0, min(n, (len(r.b)-r.pos)/8))
	}
	for i := 0; i < n && r.err == nil; i++ {
		off := r.pos
		h := Handler{Start: int(r.u2("start_pc")), End: int(r.u2("end_pc")), HandlerPC: int(r.u2("handler_pc"))}
		ct := r.u2("catch_type")
		if r.err != nil {
			break
		}
		if h.Start >= h.End || h.End > len(c.Bytecode) || h.HandlerPC >= len(c.Bytecode) {
			r.fail(off, "exception handler [%d,%d)->%d outside the %d-byte code", h.Start, h.End, h.HandlerPC, len(c.Bytecode))
			break
		}
		h.CatchType = p.optClass(off+6, ct)
		c.Handlers = append(c.Handlers, h)
	}
	c.Attributes = p.attributes()
	for _, a := range c.Attributes {
		if r.err != nil {
			break
		}
		q := p.sub(a)
		qr := q.r
		switch a.Name {
		case "LineNumberTable":
			k := int(qr.u2("line_number_table_length"))
			c.LineNumbers = slices.Grow(c.LineNumbers, min(k, (len(qr.b)-qr.pos)/4))
			for i := 0; i < k && qr.err == nil; i++ {
				ln := LineNumber{StartPC: int(qr.u2("start_pc")), Line: int(qr.u2("line_number"))}
				c.LineNumbers = append(c.LineNumbers, ln)
			}
		case "LocalVariableTable":
			k := int(qr.u2("local_variable_table_length"))
			c.LocalVars = slices.Grow(c.LocalVars, min(k, (len(qr.b)-qr.pos)/10))
			for i := 0; i < k && qr.err == nil; i++ {
				lv := LocalVar{StartPC: int(qr.u2("start_pc")), Length: int(qr.u2("length"))}
				off := qr.pos
				lv.Name = q.utf8(off, qr.u2("name"), "local variable name")
				lv.Desc = q.utf8(off+2, qr.u2("descriptor"), "local variable descriptor")
				lv.Index = int(qr.u2("index"))
				c.LocalVars = append(c.LocalVars, lv)
			}
		default:
			continue
		}
		p.done(q, a)
	}
	return c
}

const maxAnnotationDepth = 64

func (p *parser) annotations(visible bool) []Annotation {
	r := p.r
	n := int(r.u2("num_annotations"))
	var as []Annotation
	for i := 0; i < n && r.err == nil; i++ {
		as = append(as, p.annotation(visible, 0))
	}
	return as
}

func (p *parser) annotation(visible bool, depth int) Annotation {
	r := p.r
	off := r.pos
	a := Annotation{Type: p.utf8(off, r.u2("annotation type"), "annotation type"), Visible: visible}
	n := int(r.u2("num_element_value_pairs"))
	for i := 0; i < n && r.err == nil; i++ {
		off := r.pos
		name := p.utf8(off, r.u2("element name"), "element name")
		a.Elements = append(a.Elements, ElementPair{Name: name, Value: p.elementValue(visible, depth+1)})
	}
	return a
}

func (p *parser) elementValue(visible bool, depth int) ElementValue {
	r := p.r
	off := r.pos
	if depth > maxAnnotationDepth {
		r.fail(off, "annotation nested deeper than %d", maxAnnotationDepth)
		return ElementValue{}
	}
	ev := ElementValue{Tag: r.u1("element_value tag")}
	switch ev.Tag {
	case 'B', 'C', 'I', 'S', 'Z':
		ev.Const = r.u2("const_value_index")
		p.index(off+1, ev.Const, "annotation constant", TagInteger)
	case 'D':
		ev.Const = r.u2("const_value_index")
		p.index(off+1, ev.Const, "annotation constant", TagDouble)
	case 'F':
		ev.Const = r.u2("const_value_index")
		p.index(off+1, ev.Const, "annotation constant", TagFloat)
	case 'J':
		ev.Const = r.u2("const_value_index")
		p.index(off+1, ev.Const, "annotation constant", TagLong)
	case 's':
		ev.Const = r.u2("const_value_index")
		p.index(off+1, ev.Const, "annotation constant", TagUtf8)
	case 'e':
		ev.EnumType = p.utf8(off+1, r.u2("enum type"), "enum type")
		ev.EnumName = p.utf8(off+3, r.u2("enum constant"), "enum constant")
	case 'c':
		ev.Class = p.utf8(off+1, r.u2("class_info_index"), "annotation class")
	case '@':
		a := p.annotation(visible, depth)
		ev.Annotation = &a
	case '[':
		n := int(r.u2("num_values"))
		for i := 0; i < n && r.err == nil; i++ {
			ev.Array = append(ev.Array, p.elementValue(visible, depth+1))
		}
	default:
		if r.err == nil {
			r.fail(off, "bad annotation element tag %q", ev.Tag)
		}
	}
	return ev
}
