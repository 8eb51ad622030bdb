package vm

import (
	"testing"

	"weft/classfile"
)

// stackMapFrames decodes a StackMapTable (JVMS 4.7.4) into the slot kinds
// javac recorded at each frame's pc: for locals and operand stack (bottom
// first), 'P' (int, float, long, double: two slots for the wide ones), 'R'
// (object, null, uninitialized) or 'T' (top). ok is false if the table is
// malformed.
func stackMapFrames(m *Method, data []byte) (frames map[int][2][]byte, ok bool) {
	frames = map[int][2][]byte{}
	p := 0
	u1 := func() int {
		if p >= len(data) {
			ok = false
			return 0
		}
		p++
		return int(data[p-1])
	}
	u2 := func() int { return u1()<<8 | u1() }
	vtype := func(out []byte) []byte {
		switch t := u1(); t {
		case 1, 2: // integer, float
			return append(out, 'P')
		case 3, 4: // double, long
			return append(out, 'P', 'P')
		case 0: // top
			return append(out, 'T')
		case 7, 8: // object, uninitialized
			u2()
			return append(out, 'R')
		default: // null, uninitialized this
			return append(out, 'R')
		}
	}
	ok = true
	// The implicit initial frame: the method's arguments.
	var locals []byte
	for _, t := range entryLocals(m, 0xffff) {
		if t == slotUnknown {
			break
		}
		locals = append(locals, map[slotType]byte{slotPrim: 'P', slotRef: 'R'}[t])
	}
	// localsKinds counts verification types, not slots, for chop/append.
	var widths []int // slots of each local entry
	for i := 0; i < len(locals); {
		widths = append(widths, 1)
		i++
	}
	if mt, err := classfile.ParseMethodDesc(m.Desc); err == nil {
		widths = widths[:0]
		if !m.IsStatic() {
			widths = append(widths, 1)
		}
		for _, p := range mt.Params {
			if classfile.IsWide(p) {
				widths = append(widths, 2)
			} else {
				widths = append(widths, 1)
			}
		}
	}
	n := u2()
	pc := -1
	for i := 0; i < n && ok; i++ {
		ft := u1()
		var delta int
		var stack []byte
		switch {
		case ft <= 63:
			delta = ft
		case ft <= 127:
			delta = ft - 64
			stack = vtype(nil)
		case ft == 247:
			delta = u2()
			stack = vtype(nil)
		case ft >= 248 && ft <= 250: // chop
			delta = u2()
			for k := 0; k < 251-ft && len(widths) > 0; k++ {
				w := widths[len(widths)-1]
				widths = widths[:len(widths)-1]
				locals = locals[:len(locals)-w]
			}
		case ft == 251:
			delta = u2()
		case ft >= 252 && ft <= 254: // append
			delta = u2()
			for k := 0; k < ft-251; k++ {
				before := len(locals)
				locals = vtype(locals)
				widths = append(widths, len(locals)-before)
			}
		case ft == 255:
			delta = u2()
			locals, widths = nil, nil
			for k, nl := 0, u2(); k < nl; k++ {
				before := len(locals)
				locals = vtype(locals)
				widths = append(widths, len(locals)-before)
			}
			for k, ns := 0, u2(); k < ns; k++ {
				stack = vtype(stack)
			}
		default:
			return nil, false
		}
		pc += delta + 1
		frames[pc] = [2][]byte{append([]byte(nil), locals...), stack}
	}
	return frames, ok && p == len(data)
}

// TestSlotTypesMatchStackMaps checks the data-flow slot typing (slots.go)
// against the frames javac recorded in StackMapTable attributes, which the
// JVM's verifier checks: at every frame of every method of a set of JDK
// classes, a slot javac types as a reference is never inferred primitive
// and vice versa.
func TestSlotTypesMatchStackMaps(t *testing.T) {
	cp := schedClassPath(t)
	m, err := New(Config{ClassPath: cp})
	if err != nil {
		t.Fatal(err)
	}
	frames, checked := 0, 0
	for _, name := range []string{"java/util/HashMap", "java/util/ArrayList", "java/util/concurrent/ConcurrentHashMap",
		"java/util/concurrent/locks/AbstractQueuedSynchronizer", "java/lang/String", "java/lang/StringBuilder",
		"java/lang/Integer", "java/util/TreeMap", "java/lang/Thread", "java/util/Formatter", "java/math/BigInteger", "java/util/regex/Pattern"} {
		c, err := m.loadClass(name)
		if err != nil {
			t.Fatal(err)
		}
		for _, meth := range c.methods {
			if meth.member == nil || meth.member.Code == nil {
				continue
			}
			var table []byte
			for _, a := range meth.member.Code.Attributes {
				if a.Name == "StackMapTable" {
					table = a.Data
				}
			}
			if table == nil {
				continue
			}
			sm, ok := stackMapFrames(meth, table)
			if !ok {
				t.Errorf("%s.%s: cannot read its StackMapTable", name, meth.key)
				continue
			}
			ins, err := classfile.Decode(meth.member.Code.Bytecode)
			if err != nil {
				t.Fatal(err)
			}
			at := map[int]int{}
			for i, in := range ins {
				at[in.PC] = i
			}
			ms := meth.slotTypes()
			for pc, fr := range sm {
				i, found := at[pc]
				if !found || ms.at[i] == nil {
					continue // unreachable code keeps a frame too
				}
				frames++
				inf := ms.at[i]
				check := func(what string, want []byte, got []slotType) {
					for k, w := range want {
						g := slotUnknown
						if k < len(got) {
							g = got[k]
						}
						checked++
						if (w == 'R' && g == slotPrim) || (w == 'P' && g == slotRef) {
							t.Errorf("%s.%s pc %d: %s slot %d is %c for javac, inferred %d\njavac %s, inferred %v", name, meth.key, pc, what, k, w, g, want, got)
						}
					}
				}
				check("local", fr[0], inf.locals)
				check("stack", fr[1], inf.stack)
				if len(fr[1]) != len(inf.stack) {
					t.Errorf("%s.%s pc %d: stack of %d slots, inferred %d", name, meth.key, pc, len(fr[1]), len(inf.stack))
				}
			}
		}
	}
	if frames < 500 {
		t.Errorf("only %d frames compared", frames)
	}
	t.Logf("%d frames, %d slots compared", frames, checked)
}
