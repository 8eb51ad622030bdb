package vm

import (
	"bufio"
	"strings"

	"weft/classfile"
)

// stackElem is one frame of a throwable's backtrace.
type stackElem struct {
	m  *Method
	pc int // bytecode pc
}

func (e stackElem) String(v *VM) string {
	name := classfile.DottedName(e.m.Class.Name)
	if e.m.Class.cf != nil {
		if m := classfile.JDKModule(e.m.Class.cf.File); m != "" {
			name = m + "/" + name
		}
	}
	return name + "." + e.m.Name + "(" + e.m.sourcePos(e.pc) + ")"
}

// backtrace captures t's stack for a throwable h, skipping the frames that
// construct it (as HotSpot's fillInStackTrace does).
func (v *VM) backtrace(t *Thread, h Ref) []stackElem {
	var bt []stackElem
	skipping := true
	for i := len(t.frames) - 1; i >= 0; i-- {
		f := &t.frames[i]
		if skipping {
			if f.m.Name == "fillInStackTrace" {
				continue
			}
			if f.m.Name == "<init>" && f.m.Class.isSubclassOf(v.cThrowable) && h != 0 && v.obj(h).class.isSubclassOf(f.m.Class) {
				continue
			}
			skipping = false
		}
		if f.m.Class.lambda != nil {
			continue // hidden frames, as in HotSpot
		}
		if i == 0 && t.mainGate {
			continue // main, not entered: its class is being initialized
		}
		pc := 0
		if f.code != nil && f.pc < len(f.code.pcs) {
			pc = int(f.code.pcs[f.pc])
		}
		bt = append(bt, stackElem{f.m, pc})
	}
	return bt
}

func init() {
	reg("java/lang/Throwable.fillInStackTrace(I)Ljava/lang/Throwable;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		v.mut(a[0]).native = v.backtrace(t, a[0])
		return a[0], nil
	})
	reg("java/lang/Throwable.getOurStackTrace()[Ljava/lang/StackTraceElement;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return v.stackTraceArray(t, a[0])
	})
	reg("java/lang/Throwable.printStackTrace()V", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		var b strings.Builder
		if err := v.renderTrace(t, a[0], &b); err != nil {
			return 0, err
		}
		v.write(2, b.String())
		return 0, nil
	})
	reg("java/lang/Throwable.printStackTrace(Ljava/io/PrintStream;)V", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		fd, ok := v.streamFD(a[1])
		if !ok {
			return 0, vmErrorf("printStackTrace to a PrintStream other than System.out/err is not modelled")
		}
		var b strings.Builder
		if err := v.renderTrace(t, a[0], &b); err != nil {
			return 0, err
		}
		v.write(fd, b.String())
		return 0, nil
	})
}

func (v *VM) stackTraceArray(t *Thread, h Ref) (uint64, error) {
	bt, _ := v.obj(h).native.([]stackElem)
	return v.stackTraceElements(t, bt)
}

// stackTraceElements makes a StackTraceElement[] of bt (line -2, "Native
// Method", for native methods).
func (v *VM) stackTraceElements(t *Thread, bt []stackElem) (uint64, error) {
	ste, err := v.loadClass("java/lang/StackTraceElement")
	if err != nil {
		return 0, err
	}
	if exc, err := v.initClass(t, ste); err != nil || exc != 0 {
		if exc != 0 {
			return 0, &javaThrow{exc}
		}
		return 0, err
	}
	ac, err := v.arrayOf(ste)
	if err != nil {
		return 0, err
	}
	ctor := ste.methods["<init>(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V"]
	arr := v.newArray(t, ac, len(bt))
	for i, e := range bt {
		o := v.newObject(t, ste)
		file := uint64(0)
		if e.m.Class.cf != nil && e.m.Class.cf.SourceFile != "" {
			file = v.newString(t, e.m.Class.cf.SourceFile)
		}
		line := e.m.line(e.pc)
		if e.m.flags&classfile.AccNative != 0 {
			line = -2
		}
		_, exc, err := v.callNested(t, ctor, []uint64{o, v.newString(t, classfile.DottedName(e.m.Class.Name)), v.newString(t, e.m.Name), file, uint64(uint32(int32(line)))})
		if err != nil {
			return 0, err
		}
		if exc != 0 {
			return 0, &javaThrow{exc}
		}
		v.mut(arr).slots[i] = o
	}
	return arr, nil
}

// renderTrace prints a throwable as Throwable.printStackTrace does,
// including "Caused by:" chains with "... n more".
func (v *VM) renderTrace(t *Thread, h Ref, b *strings.Builder) error {
	var enclosing []stackElem
	seen := map[Ref]bool{}
	prefix := ""
	for h != 0 && !seen[h] {
		seen[h] = true
		s, err := v.javaString(t, h)
		if err != nil {
			return err
		}
		b.WriteString(prefix + s + "\n")
		bt, _ := v.obj(h).native.([]stackElem)
		m, n := len(bt)-1, len(enclosing)-1
		for m >= 0 && n >= 0 && bt[m] == enclosing[n] {
			m--
			n--
		}
		common := len(bt) - 1 - m
		for i := 0; i <= m; i++ {
			b.WriteString("\tat " + bt[i].String(v) + "\n")
		}
		if common > 0 && prefix != "" {
			b.WriteString("\t... " + itoa(common) + " more\n")
		}
		enclosing = bt
		// getCause, as printStackTrace calls it: InvocationTargetException
		// and ExceptionInInitializerError keep their cause elsewhere.
		// (Throwable's own is the cause field, read here without a call.)
		cause := v.obj(h).slots[v.thrCause]
		if cause == h {
			cause = 0
		}
		if m := v.obj(h).class.virtual("getCause()Ljava/lang/Throwable;"); m != nil && m.Class != v.cThrowable {
			if r, exc, err := v.callNested(t, m, []uint64{h}); err == nil && exc == 0 {
				cause = Ref(r)
			}
		}
		if cause == h {
			break
		}
		h = cause
		prefix = "Caused by: "
	}
	return nil
}

func (v *VM) printStackTrace(t *Thread, exc Ref, w *bufio.Writer) error {
	var b strings.Builder
	err := v.renderTrace(t, exc, &b)
	t.uncaughtTrace = b.String()
	v.out.Flush()
	w.WriteString(b.String())
	w.Flush()
	return err
}

func (v *VM) describeUncaught(t *Thread) Uncaught {
	o := v.obj(t.uncaught)
	u := Uncaught{Thread: t.ID, ThreadName: v.threadName(t), Class: classfile.DottedName(o.class.Name), Trace: t.uncaughtTrace}
	for c := o.class; c != nil; c = c.Super {
		if c.Name == "java/lang/AssertionError" {
			u.Assertion = true
		}
	}
	if msg := o.slots[v.thrDetail]; msg != 0 {
		u.Message = v.goString(msg)
	} else if msg := npeExtendedMessage(o); msg != 0 {
		u.Message = v.goString(msg) // what getMessage returns
	}
	return u
}
