package static

import (
	"testing"

	"weft/classfile"
)

// The builders' methods, as java.base declares them, read or write the
// receiver's <state>: what changes the characters or the capacity writes,
// what only looks reads. StringBuffer's are synchronized (package mhp
// turns that into monitor entries).
func TestBuilderEffects(t *testing.T) {
	jb, err := classfile.OpenJavaBase()
	if err != nil {
		t.Skip(err)
	}
	p := NewProgram(classfile.NewClassPath(jb))
	for _, c := range []struct {
		cls, name, desc string
		want            Effect
	}{
		{"java/lang/StringBuilder", "append", "(C)Ljava/lang/StringBuilder;", WriteEffect},
		{"java/lang/StringBuilder", "append", "(Ljava/lang/Object;)Ljava/lang/StringBuilder;", WriteEffect},
		{"java/lang/StringBuilder", "insert", "(ILjava/lang/String;)Ljava/lang/StringBuilder;", WriteEffect},
		{"java/lang/StringBuilder", "deleteCharAt", "(I)Ljava/lang/StringBuilder;", WriteEffect},
		{"java/lang/StringBuilder", "reverse", "()Ljava/lang/StringBuilder;", WriteEffect},
		{"java/lang/StringBuilder", "setLength", "(I)V", WriteEffect},
		{"java/lang/StringBuilder", "setCharAt", "(IC)V", WriteEffect},
		{"java/lang/StringBuilder", "length", "()I", ReadEffect},
		{"java/lang/StringBuilder", "charAt", "(I)C", ReadEffect},
		{"java/lang/StringBuilder", "toString", "()Ljava/lang/String;", ReadEffect},
		{"java/lang/StringBuilder", "substring", "(II)Ljava/lang/String;", ReadEffect},
		{"java/lang/StringBuilder", "indexOf", "(Ljava/lang/String;)I", ReadEffect},
		{"java/lang/StringBuffer", "append", "(C)Ljava/lang/StringBuffer;", WriteEffect},
		{"java/lang/StringBuffer", "length", "()I", ReadEffect},
		{"java/lang/StringBuffer", "toString", "()Ljava/lang/String;", ReadEffect},
		{"java/lang/StringBuilder", "<init>", "()V", NoEffect},
	} {
		cf, m := p.Resolve(c.cls, c.name, c.desc)
		if m == nil {
			t.Errorf("%s.%s%s: not found", c.cls, c.name, c.desc)
			continue
		}
		j := JDKMethod{Class: cf, Method: m}
		if got := JDKEffect(j); got != c.want {
			t.Errorf("%s.%s%s (declared in %s): effect %d, want %d", c.cls, c.name, c.desc, cf.Name, got, c.want)
		}
		if sync := cf.Name == "java/lang/StringBuffer"; j.Synchronized() != sync && c.name != "<init>" {
			t.Errorf("%s.%s%s: synchronized %v, want %v", cf.Name, c.name, c.desc, j.Synchronized(), sync)
		}
	}
}
