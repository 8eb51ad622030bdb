package classfile

import "fmt"

// MethodType is a parsed method descriptor: the field descriptors of the
// parameters and of the return type ("V" for void).
type MethodType struct {
	Params []string
	Return string
}

// ParseMethodDesc parses a method descriptor such as "(I[Ljava/lang/String;)V".
func ParseMethodDesc(desc string) (MethodType, error) {
	var mt MethodType
	if len(desc) == 0 || desc[0] != '(' {
		return mt, fmt.Errorf("bad method descriptor %q", desc)
	}
	i := 1
	for i < len(desc) && desc[i] != ')' {
		n := fieldDescLen(desc[i:])
		if n == 0 {
			return mt, fmt.Errorf("bad method descriptor %q", desc)
		}
		mt.Params = append(mt.Params, desc[i:i+n])
		i += n
	}
	if i >= len(desc) {
		return mt, fmt.Errorf("bad method descriptor %q", desc)
	}
	i++
	ret := desc[i:]
	if ret != "V" && fieldDescLen(ret) != len(ret) {
		return mt, fmt.Errorf("bad method descriptor %q", desc)
	}
	mt.Return = ret
	return mt, nil
}

// fieldDescLen returns the length of the field descriptor at the start of s,
// or 0 if there is none.
func fieldDescLen(s string) int {
	i := 0
	for i < len(s) && s[i] == '[' {
		i++
	}
	if i >= len(s) || i > 255 {
		return 0
	}
	switch s[i] {
	case 'B', 'C', 'D', 'F', 'I', 'J', 'S', 'Z':
		return i + 1
	case 'L':
		for j := i + 1; j < len(s); j++ {
			if s[j] == ';' {
				if j == i+1 {
					return 0
				}
				return j + 1
			}
		}
	}
	return 0
}

// IsWide reports whether a field descriptor takes two local/stack slots
// (long, double).
func IsWide(fieldDesc string) bool { return fieldDesc == "J" || fieldDesc == "D" }

// ArgSlots returns the number of local-variable slots the parameters take,
// not counting the receiver.
func (mt MethodType) ArgSlots() int {
	n := 0
	for _, p := range mt.Params {
		n++
		if IsWide(p) {
			n++
		}
	}
	return n
}

// JavaTypeName renders a field descriptor as Java source does:
// "I" -> "int", "[Ljava/lang/String;" -> "java.lang.String[]".
func JavaTypeName(desc string) string {
	dims := 0
	for dims < len(desc) && desc[dims] == '[' {
		dims++
	}
	base := desc[dims:]
	var name string
	switch base {
	case "B":
		name = "byte"
	case "C":
		name = "char"
	case "D":
		name = "double"
	case "F":
		name = "float"
	case "I":
		name = "int"
	case "J":
		name = "long"
	case "S":
		name = "short"
	case "Z":
		name = "boolean"
	case "V":
		name = "void"
	default:
		if len(base) >= 2 && base[0] == 'L' && base[len(base)-1] == ';' {
			name = DottedName(base[1 : len(base)-1])
		} else {
			name = base
		}
	}
	for ; dims > 0; dims-- {
		name += "[]"
	}
	return name
}
