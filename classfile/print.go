package classfile

// The disassembler behind `weft javap`. Its output is that of `javap -c -p
// -s -l` (same headers and declarations, same instruction columns, same
// constant comments, same exception, line-number and local-variable
// tables), plus a ConstantValue line for constant fields, so that the two
// can be compared line by line: see javap_diff_test.go.

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf16"
)

// Disassemble writes cf's members and bytecode in the form of `javap -c -p
// -s -l`: every field and method, each method's instructions with their
// constant-pool operands resolved in `//` comments, its exception table,
// its LineNumberTable and its LocalVariableTable.
//
// A method whose bytecode does not decode is printed up to the declaration
// and the error is returned after the rest of the class has been written.
func Disassemble(w io.Writer, cf *ClassFile) error {
	bw := bufio.NewWriter(w)
	p := &printer{w: bw, cf: cf}
	p.class()
	if err := bw.Flush(); err != nil {
		return err
	}
	return p.err
}

// DisassembleMethod writes one method of cf as Disassemble does.
func DisassembleMethod(w io.Writer, cf *ClassFile, m *Member) error {
	bw := bufio.NewWriter(w)
	p := &printer{w: bw, cf: cf}
	p.method(m)
	if err := bw.Flush(); err != nil {
		return err
	}
	return p.err
}

type printer struct {
	w   *bufio.Writer
	cf  *ClassFile
	err error // first decode error
}

func (p *printer) printf(format string, args ...any) { fmt.Fprintf(p.w, format, args...) }

func (p *printer) class() {
	cf := p.cf
	if cf.SourceFile != "" {
		p.printf("Compiled from %q\n", GoString(cf.SourceFile))
	}
	var b strings.Builder
	// javap's header: class modifiers (no abstract for interfaces), class
	// or interface, the name, then the generic signature if there is one,
	// else the erased supertypes.
	if cf.AccessFlags&AccPublic != 0 {
		b.WriteString("public ")
	}
	if cf.AccessFlags&AccFinal != 0 {
		b.WriteString("final ")
	}
	if cf.AccessFlags&AccAbstract != 0 && !cf.IsInterface() {
		b.WriteString("abstract ")
	}
	switch {
	case cf.AccessFlags&AccModule != 0:
		b.WriteString("module ")
	case cf.IsInterface():
		b.WriteString("interface ")
	default:
		b.WriteString("class ")
	}
	b.WriteString(GoString(DottedName(cf.Name)))
	rest, err := classSigDecl(GoString(cf.Signature), cf.IsInterface())
	if cf.Signature == "" || err != nil {
		rest = ""
		if !cf.IsInterface() && cf.Super != "" && cf.Super != "java/lang/Object" {
			rest = " extends " + GoString(DottedName(cf.Super))
		}
		for i, n := range cf.Interfaces {
			switch {
			case i > 0:
				rest += ","
			case cf.IsInterface():
				rest += " extends "
			default:
				rest += " implements "
			}
			rest += GoString(DottedName(n))
		}
	}
	b.WriteString(rest)
	p.printf("%s {\n", b.String())
	for i, f := range cf.Fields {
		if i > 0 {
			p.printf("\n")
		}
		p.field(f)
	}
	for i, m := range cf.Methods {
		if i > 0 || len(cf.Fields) > 0 {
			p.printf("\n")
		}
		p.method(m)
	}
	p.printf("}\n")
}

func modifiers(flags uint16, method bool) string {
	var b strings.Builder
	add := func(f uint16, s string) {
		if flags&f != 0 {
			b.WriteString(s + " ")
		}
	}
	add(AccPublic, "public")
	add(AccPrivate, "private")
	add(AccProtected, "protected")
	add(AccStatic, "static")
	add(AccFinal, "final")
	if method {
		add(AccSynchronized, "synchronized")
		add(AccNative, "native")
		add(AccAbstract, "abstract")
		add(AccStrict, "strictfp")
	} else {
		add(AccVolatile, "volatile")
		add(AccTransient, "transient")
	}
	return b.String()
}

func (p *printer) field(f *Member) {
	typ := GoString(JavaTypeName(f.Desc))
	if f.Signature != "" {
		if t, err := fieldSig(GoString(f.Signature)); err == nil {
			typ = t
		}
	}
	p.printf("  %s%s %s;\n", modifiers(f.AccessFlags, false), typ, GoString(f.Name))
	p.printf("    descriptor: %s\n", GoString(f.Desc))
	if f.ConstantValue != 0 {
		p.printf("    ConstantValue: %s\n", p.constant(f.ConstantValue, false))
	}
}

func (p *printer) method(m *Member) {
	cf := p.cf
	decl := p.methodDecl(m)
	p.printf("  %s;\n", decl)
	p.printf("    descriptor: %s\n", GoString(m.Desc))
	c := m.Code
	if c == nil {
		return
	}
	p.printf("    Code:\n")
	ins, err := cf.DecodeMethod(m)
	if err != nil {
		p.printf("      // %v\n", err)
		if p.err == nil {
			p.err = err
		}
		return
	}
	for i := range ins {
		p.instruction(&ins[i])
	}
	if len(c.Handlers) > 0 {
		p.printf("    Exception table:\n       from    to  target type\n")
		for _, h := range c.Handlers {
			t := "any"
			if h.CatchType != "" {
				t = "Class " + javapName(h.CatchType)
			}
			p.printf("       %5d %5d %5d   %s\n", h.Start, h.End, h.HandlerPC, t)
		}
	}
	if hasAttribute(c.Attributes, "LineNumberTable") {
		p.printf("    LineNumberTable:\n")
		for _, ln := range c.LineNumbers {
			p.printf("      line %d: %d\n", ln.Line, ln.StartPC)
		}
	}
	if hasAttribute(c.Attributes, "LocalVariableTable") {
		p.printf("    LocalVariableTable:\n      Start  Length  Slot  Name   Signature\n")
		for _, lv := range c.LocalVars {
			p.printf("      %5d %7d %5d %5s   %s\n", lv.StartPC, lv.Length, lv.Index, GoString(lv.Name), GoString(lv.Desc))
		}
	}
}

func hasAttribute(as []Attribute, name string) bool {
	for _, a := range as {
		if a.Name == name {
			return true
		}
	}
	return false
}

// methodDecl renders a method's declaration as javap does: modifiers
// ("default" for an interface's instance methods with a body), type
// parameters, return type, name and parameter types from the generic
// signature if there is one, else from the descriptor, and the throws
// clause if the method has an Exceptions attribute.
func (p *printer) methodDecl(m *Member) string {
	cf := p.cf
	mods := modifiers(m.AccessFlags, true)
	if cf.IsInterface() && m.AccessFlags&(AccAbstract|AccStatic|AccPrivate) == 0 && m.Name != "<clinit>" {
		mods += "default "
	}
	var ms methodSig
	generic := false
	if m.Signature != "" {
		var err error
		ms, err = parseMethodSig(GoString(m.Signature))
		generic = err == nil
	}
	if !generic {
		mt, err := ParseMethodDesc(m.Desc)
		if err != nil {
			return mods + GoString(m.Name) + GoString(m.Desc)
		}
		ms = methodSig{Return: GoString(JavaTypeName(mt.Return))}
		for _, d := range mt.Params {
			ms.Params = append(ms.Params, GoString(JavaTypeName(d)))
		}
	}
	params := "(" + strings.Join(ms.Params, ", ") + ")"
	if m.AccessFlags&AccVarargs != 0 {
		if i := strings.LastIndex(params, "[]"); i > 0 {
			params = params[:i] + "..." + params[i+2:]
		}
	}
	decl := mods
	if ms.TypeParams != "" {
		decl += ms.TypeParams + " "
	}
	switch m.Name {
	case "<init>":
		decl += GoString(DottedName(cf.Name)) + params
	case "<clinit>":
		decl += "{}"
	default:
		decl += ms.Return + " " + GoString(m.Name) + params
	}
	if hasAttribute(m.Attributes, "Exceptions") {
		ex := ms.Throws
		if len(ex) == 0 {
			for _, e := range m.Exceptions {
				ex = append(ex, GoString(DottedName(e)))
			}
		}
		decl += " throws " + strings.Join(ex, ", ")
	}
	return decl
}

// commentColumn is where javap starts the `//` comment of an instruction
// line (its tab column 40 plus the 4-space method indent).
const commentColumn = 44

func (p *printer) instruction(in *Instruction) { p.printf("%s\n", p.instructionText(in)) }

// instructionText formats one instruction as javap does: "%4d: %-13s
// operands", then the constant it refers to as a comment.
func (p *printer) instructionText(in *Instruction) string {
	mn := in.Op.String()
	if in.Wide {
		mn += "_w" // javap's name for wide-prefixed loads, stores, ret and iinc
	}
	line := fmt.Sprintf("    %4d: %-13s ", in.PC, mn)
	cpRef := func(ops string) string {
		s := line + ops
		pad := commentColumn - len(s)
		if pad < 1 {
			pad = 1
		}
		return s + strings.Repeat(" ", pad) + "// " + p.constant(uint16(in.Index), true)
	}
	switch opTable[in.Op].f {
	case fmtNone:
		line = strings.TrimRight(line, " ")
	case fmtLocal:
		line += strconv.Itoa(in.Index)
	case fmtByte, fmtShort:
		line += strconv.Itoa(int(in.Value))
	case fmtIinc:
		line += fmt.Sprintf("%d, %d", in.Index, in.Value)
	case fmtNewArray:
		line += " " + ArrayTypeName(int(in.Value))
	case fmtCP1, fmtCP2:
		line = cpRef("#" + strconv.Itoa(in.Index))
	case fmtInvokeInterface, fmtMulti:
		line = cpRef(fmt.Sprintf("#%d,  %d", in.Index, in.Value))
	case fmtInvokeDynamic:
		line = cpRef(fmt.Sprintf("#%d,  0", in.Index))
	case fmtBranch2, fmtBranch4:
		line += strconv.Itoa(in.Target)
	case fmtTable:
		var b strings.Builder
		hi := int64(in.Low) + int64(len(in.Targets)) - 1
		fmt.Fprintf(&b, "{ // %d to %d", in.Low, hi)
		for i, t := range in.Targets {
			fmt.Fprintf(&b, "\n          %12d: %d", int64(in.Low)+int64(i), t)
		}
		fmt.Fprintf(&b, "\n          %12s: %d\n          }", "default", in.Default)
		line += b.String()
	case fmtLookup:
		var b strings.Builder
		fmt.Fprintf(&b, "{ // %d", len(in.Keys))
		for i, k := range in.Keys {
			fmt.Fprintf(&b, "\n          %12d: %d", k, in.Targets[i])
		}
		fmt.Fprintf(&b, "\n          %12s: %d\n          }", "default", in.Default)
		line += b.String()
	}
	return line
}

// constant renders constant-pool entry i as javap's comments do: a tag
// name, then the value ("Method java/lang/Object."<init>":()V", "String
// hi", "long 5l"). In instruction comments (inCode), member references to
// the class itself drop the class name, as javap does.
func (p *printer) constant(i uint16, inCode bool) string {
	cp := p.cf.CP
	if int(i) >= len(cp) || i == 0 {
		return "#" + strconv.Itoa(int(i)) // unreachable for a parsed class
	}
	c := cp[i]
	switch c.Tag {
	case TagFieldref, TagMethodref, TagInterfaceMethodref:
		if inCode && cp.ClassName(c.A) == p.cf.Name {
			return tagLabel(c.Tag) + " " + p.nameAndType(c.B)
		}
	}
	return tagLabel(c.Tag) + " " + p.value(i)
}

func tagLabel(t Tag) string {
	switch t {
	case TagInteger:
		return "int"
	case TagFloat:
		return "float"
	case TagLong:
		return "long"
	case TagDouble:
		return "double"
	case TagClass:
		return "class"
	case TagFieldref:
		return "Field"
	case TagMethodref:
		return "Method"
	case TagInterfaceMethodref:
		return "InterfaceMethod"
	}
	return t.String()
}

// value renders the value of constant i without its tag.
func (p *printer) value(i uint16) string {
	cp := p.cf.CP
	c := cp[i]
	switch c.Tag {
	case TagUtf8:
		return javapEscape(c.Str)
	case TagInteger:
		return strconv.Itoa(int(cp.Int(i)))
	case TagFloat:
		return JavaFloatString(float64(cp.Float(i)), 32) + "f"
	case TagLong:
		return strconv.FormatInt(cp.Long(i), 10) + "l"
	case TagDouble:
		return JavaFloatString(cp.Double(i), 64) + "d"
	case TagClass:
		return javapName(cp.ClassName(i))
	case TagString, TagMethodType:
		return javapEscape(cp[c.A].Str)
	case TagModule, TagPackage:
		return javapName(cp[c.A].Str)
	case TagFieldref, TagMethodref, TagInterfaceMethodref:
		return javapName(cp.ClassName(c.A)) + "." + p.nameAndType(c.B)
	case TagNameAndType:
		return p.nameAndType(i)
	case TagMethodHandle:
		return refKindName(uint8(c.A)) + " " + p.value(c.B)
	case TagDynamic, TagInvokeDynamic:
		return "#" + strconv.Itoa(int(c.A)) + ":" + p.nameAndType(c.B)
	}
	return "?"
}

func (p *printer) nameAndType(i uint16) string {
	n, d := p.cf.CP.NameAndType(i)
	return javapName(n) + ":" + GoString(d)
}

func refKindName(k uint8) string {
	names := [...]string{"", "REF_getField", "REF_getStatic", "REF_putField", "REF_putStatic",
		"REF_invokeVirtual", "REF_invokeStatic", "REF_invokeSpecial", "REF_newInvokeSpecial", "REF_invokeInterface"}
	if int(k) < len(names) && k > 0 {
		return names[k]
	}
	return "REF_" + strconv.Itoa(int(k))
}

// javapName prints an internal or member name as javap does: as is if it is
// a sequence of Java identifiers separated by '/', quoted otherwise
// ("<init>", "[I").
func javapName(s string) string {
	g := GoString(s)
	if g == "" {
		return `""`
	}
	prev := '/'
	for _, r := range g {
		if (prev == '/' && !isJavaIdentStart(r)) || (r != '/' && !isJavaIdentPart(r)) {
			return `"` + g + `"`
		}
		prev = r
	}
	return g
}

// isJavaIdentStart approximates Character.isJavaIdentifierStart.
func isJavaIdentStart(r rune) bool {
	return unicode.IsLetter(r) || unicode.In(r, unicode.Nl, unicode.Sc, unicode.Pc)
}

// isJavaIdentPart approximates Character.isJavaIdentifierPart.
func isJavaIdentPart(r rune) bool {
	return isJavaIdentStart(r) || unicode.In(r, unicode.Nd, unicode.Mn, unicode.Mc, unicode.Cf) ||
		r <= 8 || (r >= 0xE && r <= 0x1B) || (r >= 0x7F && r <= 0x9F)
}

// javapEscape renders a modified-UTF-8 literal as javap does: the usual
// backslash escapes, other ISO control characters as \uXXXX, and a lone
// surrogate as '?' (what Java's UTF-8 encoder writes for it).
func javapEscape(s string) string {
	chars := JavaChars(s)
	var b strings.Builder
	for i := 0; i < len(chars); i++ {
		c := chars[i]
		switch c {
		case '\t':
			b.WriteString(`\t`)
		case '\n':
			b.WriteString(`\n`)
		case '\r':
			b.WriteString(`\r`)
		case '\b':
			b.WriteString(`\b`)
		case '\f':
			b.WriteString(`\f`)
		case '"':
			b.WriteString(`\"`)
		case '\'':
			b.WriteString(`\'`)
		case '\\':
			b.WriteString(`\\`)
		default:
			switch {
			case c < 0x20 || (c >= 0x7F && c <= 0x9F):
				fmt.Fprintf(&b, `\u%04x`, c)
			case utf16.IsSurrogate(rune(c)):
				if c < 0xDC00 && i+1 < len(chars) && chars[i+1] >= 0xDC00 && chars[i+1] <= 0xDFFF {
					b.WriteRune(utf16.DecodeRune(rune(c), rune(chars[i+1])))
					i++
				} else {
					b.WriteByte('?')
				}
			default:
				b.WriteRune(rune(c))
			}
		}
	}
	return b.String()
}

// JavaFloatString formats f as Java's Float.toString (bits 32) or
// Double.toString (bits 64) do: "1.0", "0.001", "1.0E7", "4.9E-324",
// "NaN", "-Infinity". The digits are the shortest that round-trip (at
// least two), which is what Java prints from JDK 19 on; older JDKs
// occasionally print one more digit.
func JavaFloatString(f float64, bits int) string {
	switch {
	case math.IsNaN(f):
		return "NaN"
	case math.IsInf(f, 1):
		return "Infinity"
	case math.IsInf(f, -1):
		return "-Infinity"
	case f == 0:
		if math.Signbit(f) {
			return "-0.0"
		}
		return "0.0"
	}
	sign := ""
	if f < 0 {
		sign, f = "-", -f
	}
	// Shortest digits and decimal exponent: d.ddd × 10^exp.
	e := strconv.FormatFloat(f, 'e', -1, bits)
	mant, expStr, _ := strings.Cut(e, "e")
	exp, _ := strconv.Atoi(expStr)
	digits := strings.Replace(mant, ".", "", 1)
	if len(digits) == 1 {
		// Java prints at least two digits, and then the two-digit decimal
		// closest to f: 4.9E-324, not 5.0E-324.
		mant, expStr, _ = strings.Cut(strconv.FormatFloat(f, 'e', 1, bits), "e")
		exp, _ = strconv.Atoi(expStr)
		digits = strings.TrimRight(strings.Replace(mant, ".", "", 1), "0")
	}
	if f >= 1e-3 && f < 1e7 {
		var intPart, frac string
		if exp >= 0 {
			for len(digits) <= exp {
				digits += "0"
			}
			intPart, frac = digits[:exp+1], digits[exp+1:]
		} else {
			intPart, frac = "0", strings.Repeat("0", -exp-1)+digits
		}
		if frac == "" {
			frac = "0"
		}
		return sign + intPart + "." + frac
	}
	frac := digits[1:]
	if frac == "" {
		frac = "0"
	}
	return sign + digits[:1] + "." + frac + "E" + strconv.Itoa(exp)
}
