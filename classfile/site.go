package classfile

import "strconv"

// Site names one bytecode instruction: the class, the method (name plus
// descriptor) and the bytecode offset. It is the coordinate that the static
// side (static, mhp) and the dynamic side (vm, strategies) share; a
// strategy pairs it with its own notion of calling context.
type Site struct {
	Class  string // internal name
	Method string // name + descriptor, e.g. "run()V"
	PC     int
}

func (s Site) String() string {
	return DottedName(s.Class) + "." + s.Method + "@" + strconv.Itoa(s.PC)
}

// SourcePos returns "File.java:line" for pc in method m of cf, or the
// class's source file without a line if the method has none.
func (cf *ClassFile) SourcePos(m *Member, pc int) string {
	file := cf.SourceFile
	if file == "" {
		file = cf.Name + ".java"
		if i := lastSlash(file); i >= 0 {
			file = file[i+1:]
		}
	}
	if m != nil && m.Code != nil {
		if line := m.Code.LineAt(pc); line > 0 {
			return file + ":" + strconv.Itoa(line)
		}
	}
	return file
}

func lastSlash(s string) int {
	for i := len(s) - 1; i >= 0; i-- {
		if s[i] == '/' {
			return i
		}
	}
	return -1
}
