package classfile

// Generic signatures (JVMS 4.7.9.1) rendered as javap renders them in
// declarations: "java.util.List<? extends T>", "<T extends
// java.lang.Comparable<? super T>>", "java.util.Map$Entry<K, V>".

import (
	"errors"
	"strings"
)

var errBadSignature = errors.New("bad signature")

// sigReader is a recursive-descent reader of one signature string.
type sigReader struct {
	s string
	i int
	// internal keeps class names in internal form (java/lang/Object), as
	// javap prints the throws clause of a generic signature.
	internal bool
}

func (r *sigReader) peek() byte {
	if r.i < len(r.s) {
		return r.s[r.i]
	}
	return 0
}

func (r *sigReader) expect(c byte) error {
	if r.peek() != c {
		return errBadSignature
	}
	r.i++
	return nil
}

// ident reads up to one of the delimiters.
func (r *sigReader) ident(stop string) (string, error) {
	start := r.i
	for r.i < len(r.s) && !strings.ContainsRune(stop, rune(r.s[r.i])) {
		r.i++
	}
	if r.i == start || r.i >= len(r.s) {
		return "", errBadSignature
	}
	return r.s[start:r.i], nil
}

// javaType reads a JavaTypeSignature (or V) and renders it. isObject
// reports a plain java.lang.Object, which javap leaves out of bounds and
// extends clauses.
func (r *sigReader) javaType() (s string, isObject bool, err error) {
	c := r.peek()
	switch c {
	case 'B', 'C', 'D', 'F', 'I', 'J', 'S', 'Z', 'V':
		r.i++
		return JavaTypeName(string(c)), false, nil
	case '[':
		r.i++
		elem, _, err := r.javaType()
		return elem + "[]", false, err
	case 'T':
		r.i++
		name, err := r.ident(";")
		if err != nil {
			return "", false, err
		}
		r.i++
		return name, false, nil
	case 'L':
		return r.classType()
	}
	return "", false, errBadSignature
}

// classType reads a ClassTypeSignature: L pkg/Outer<A>.Inner<B> ;
func (r *sigReader) classType() (string, bool, error) {
	if err := r.expect('L'); err != nil {
		return "", false, err
	}
	var b strings.Builder
	plain := true // no type arguments, no inner-class suffix
	for {
		name, err := r.ident("<.;")
		if err != nil {
			return "", false, err
		}
		if !r.internal {
			name = DottedName(name)
		}
		b.WriteString(name)
		if r.peek() == '<' {
			plain = false
			r.i++
			var args []string
			for r.peek() != '>' {
				a, err := r.typeArg()
				if err != nil {
					return "", false, err
				}
				args = append(args, a)
			}
			r.i++
			if len(args) == 0 {
				return "", false, errBadSignature
			}
			b.WriteString("<" + strings.Join(args, ", ") + ">")
		}
		switch r.peek() {
		case ';':
			r.i++
			s := b.String()
			return s, plain && (s == "java.lang.Object" || s == "java/lang/Object"), nil
		case '.':
			r.i++
			plain = false
			b.WriteString(".")
		default:
			return "", false, errBadSignature
		}
	}
}

func (r *sigReader) typeArg() (string, error) {
	switch r.peek() {
	case '*':
		r.i++
		return "?", nil
	case '+', '-':
		kind := "? extends "
		if r.peek() == '-' {
			kind = "? super "
		}
		r.i++
		t, _, err := r.javaType()
		return kind + t, err
	case 0:
		return "", errBadSignature
	}
	t, _, err := r.javaType()
	return t, err
}

// typeParams reads optional TypeParameters and renders them as javap:
// "<K, V extends java.lang.Comparable<V>>", or "" if there are none.
func (r *sigReader) typeParams() (string, error) {
	if r.peek() != '<' {
		return "", nil
	}
	r.i++
	var params []string
	for r.peek() != '>' {
		name, err := r.ident(":")
		if err != nil {
			return "", err
		}
		p := name
		sep := " extends "
		r.i++ // ':'
		if c := r.peek(); c != ':' {
			// class bound
			t, isObject, err := r.javaType()
			if err != nil {
				return "", err
			}
			if !isObject {
				p += sep + t
				sep = " & "
			}
		}
		for r.peek() == ':' {
			r.i++
			t, _, err := r.javaType()
			if err != nil {
				return "", err
			}
			p += sep + t
			sep = " & "
		}
		params = append(params, p)
	}
	r.i++
	if len(params) == 0 {
		return "", errBadSignature
	}
	return "<" + strings.Join(params, ", ") + ">", nil
}

// classSigDecl renders a ClassSignature as the rest of javap's class
// header: "<K, V> extends java.util.AbstractMap<K, V> implements …".
func classSigDecl(sig string, isInterface bool) (string, error) {
	r := &sigReader{s: sig}
	tp, err := r.typeParams()
	if err != nil {
		return "", err
	}
	super, superIsObject, err := r.classType()
	if err != nil {
		return "", err
	}
	var ifaces []string
	for r.i < len(r.s) {
		t, _, err := r.classType()
		if err != nil {
			return "", err
		}
		ifaces = append(ifaces, t)
	}
	out := tp
	if isInterface {
		if len(ifaces) > 0 {
			out += " extends " + strings.Join(ifaces, ", ")
		}
		return out, nil
	}
	if !superIsObject {
		out += " extends " + super
	}
	if len(ifaces) > 0 {
		out += " implements " + strings.Join(ifaces, ", ")
	}
	return out, nil
}

// methodSig is a rendered MethodSignature.
type methodSig struct {
	TypeParams string // "<T> " form without the trailing blank, or ""
	Params     []string
	Return     string
	Throws     []string
}

func parseMethodSig(sig string) (methodSig, error) {
	var ms methodSig
	r := &sigReader{s: sig}
	var err error
	if ms.TypeParams, err = r.typeParams(); err != nil {
		return ms, err
	}
	if err := r.expect('('); err != nil {
		return ms, err
	}
	for r.peek() != ')' {
		t, _, err := r.javaType()
		if err != nil {
			return ms, err
		}
		ms.Params = append(ms.Params, t)
	}
	r.i++
	if ms.Return, _, err = r.javaType(); err != nil {
		return ms, err
	}
	r.internal = true // javap prints generic throws types unconverted
	for r.peek() == '^' {
		r.i++
		t, _, err := r.javaType()
		if err != nil {
			return ms, err
		}
		ms.Throws = append(ms.Throws, t)
	}
	if r.i != len(r.s) {
		return ms, errBadSignature
	}
	return ms, nil
}

// fieldSig renders a field's generic type.
func fieldSig(sig string) (string, error) {
	r := &sigReader{s: sig}
	t, _, err := r.javaType()
	if err == nil && r.i != len(r.s) {
		err = errBadSignature
	}
	return t, err
}
