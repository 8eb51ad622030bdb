package static

import (
	"sync"

	"weft/classfile"
)

// Method references to JDK methods. A lambda's body is an application
// method, analyzed as a callee wherever the JDK calls the lambda back
// (forEach's action, a parallel stream's function, a task). A method
// reference names its implementation method directly, and when that is a
// JDK method (Thread::start, out::add, executor::submit) nothing of the
// program's runs: before, the callback was dropped, so that
// threads.forEach(Thread::start) started no thread and
// parallelStream().forEach(out::add) wrote nothing in the pool's workers.
// Such a call goes through a wrapper, as if the program had written the
// lambda x -> x.start(): a function of one call of the implementation
// method on the receiver and arguments, placed at the method reference
// (its class, method and pc: the site and File.java:line reports name),
// whose call is summarized as any JDK call of the program's.

// refKey identifies a method reference: its invokedynamic.
type refKey struct {
	f  *Function
	pc int
}

// refFuncs caches the wrappers, which depend on nothing but the class
// file (as funcs does the methods' IR).
var refFuncs sync.Map // refKey → *Function

// refFunc returns the wrapper of the method reference at pc of f whose
// implementation is impl (a virtual, interface, special or static
// method; a static one's wrapper has no receiver parameter).
func refFunc(f *Function, pc int, impl classfile.MethodHandle) *Function {
	k := refKey{f, pc}
	if w, ok := refFuncs.Load(k); ok {
		return w.(*Function)
	}
	ref := impl.Ref
	mt, err := classfile.ParseMethodDesc(ref.Desc)
	if err != nil {
		return nil
	}
	static := impl.Kind == classfile.RefInvokeStatic
	desc := "("
	if !static {
		desc += "L" + ref.Class + ";"
	}
	for _, p := range mt.Params {
		desc += p
	}
	rd := retDesc(ref.Desc)
	desc += ")" + rd
	m := *f.Method
	m.Name = f.Method.Name + "$ref"
	m.Desc = desc
	m.AccessFlags = classfile.AccStatic | classfile.AccSynthetic
	w := &Function{Class: f.Class, Method: &m, sig: f.sig}
	if w.sig == "" {
		w.sig = f.Method.Name + f.Method.Desc
	}
	newVar := func(name string, t Type, param bool) *Var {
		v := &Var{Index: len(w.Vars), Name: name, Typ: t, Slot: -1, Param: param}
		w.Vars = append(w.Vars, v)
		return v
	}
	var args []Value
	if !static {
		args = append(args, newVar("recv", TRef, true))
	}
	for _, p := range mt.Params {
		args = append(args, newVar("p", TypeOf(p), true))
	}
	for _, v := range args {
		w.Params = append(w.Params, v.(*Var))
	}
	b := &Block{PC: pc, Func: w}
	kind := Virtual
	switch impl.Kind {
	case classfile.RefInvokeInterface:
		kind = Interface
	case classfile.RefInvokeSpecial:
		kind = Special
	case classfile.RefInvokeStatic:
		kind = Static
	}
	c := &Call{anInstr: anInstr{pc: pc, block: b}, Kind: kind, Method: ref, Args: args}
	ret := &Return{anInstr: anInstr{pc: pc, block: b}}
	if t := TypeOf(rd); t != TVoid {
		c.Dst = newVar("r", t, false)
		ret.X = c.Dst
	}
	b.Instrs = []Instruction{c, ret}
	w.Blocks = []*Block{b}
	got, _ := refFuncs.LoadOrStore(k, w)
	return got.(*Function)
}

// jdkRef reports whether a method reference's call c (from the JDK, or a
// thread's entry) on object o runs a JDK method: then refCall makes it.
func (a *Analysis) jdkRef(c *pendingCall, o *Object) bool {
	if c.ref == nil || !c.callback && c.instr != nil || o.Lambda != nil || c.ref.alloc == nil || c.ref.instr == nil {
		return false
	}
	switch c.ref.Lambda.Impl.Kind {
	case classfile.RefInvokeVirtual, classfile.RefInvokeInterface, classfile.RefInvokeSpecial:
	default:
		return false
	}
	if o.Kind == SummaryObj || o.Kind == ClassObj || o.Kind == MainThreadObj {
		return true
	}
	cf, m := a.Prog.Resolve(o.Class, c.name, c.desc)
	return m != nil && IsJDK(cf.Name)
}

// refCall makes method reference c's call of a JDK method on o through
// its wrapper (refFunc), a callee of the JDK call that calls it back or
// an entry of the thread that runs it.
func (a *Analysis) refCall(c *pendingCall, o *Object) { a.callRef(c, o, c.args) }

// staticRefCall makes a method reference's call c of a static JDK method
// (CompletableFuture::runAsync, Collections::sort, Executors::callable)
// through its wrapper, as the lambda (x, y) -> C.m(x, y) would: its call
// is summarized as the program's own static JDK calls are, so that a task
// given to runAsync runs and a list given to sort is written. Before, the
// call was dropped. src are the argument nodes.
func (a *Analysis) staticRefCall(c *pendingCall, src []int) {
	if c.ref == nil || c.ref.Lambda == nil || c.ref.alloc == nil || c.ref.instr == nil {
		return
	}
	a.callRef(c, nil, src)
}

// callRef calls the wrapper of c's method reference with receiver o (nil
// for a static method) and the argument nodes src.
func (a *Analysis) callRef(c *pendingCall, o *Object, src []int) {
	w := refFunc(c.ref.alloc.Func, c.ref.instr.PC(), c.ref.Lambda.Impl)
	if w == nil {
		return
	}
	callee := a.node(w, c.thread)
	if c.instr == nil {
		a.addEntry(c.thread, callee)
	} else {
		a.linkCall(c, callee)
	}
	params := w.Params
	if o != nil {
		a.addObj(a.varNode(callee, w.Params[0]), o)
		params = params[1:]
	}
	for i, p := range params {
		if i < len(src) && src[i] != 0 && p.Typ == TRef {
			a.addEdge(src[i], a.varNode(callee, p), "")
		}
	}
	if c.dst != 0 && callee.ret != 0 {
		a.addEdge(callee.ret, c.dst, "")
	}
}

// Constructor references. Worker::new (an invokedynamic whose
// implementation handle is newInvokeSpecial) makes an object and runs its
// constructor on the reference's arguments (captured values, then the
// functional method's) each time the function is applied. Such a call
// goes through a wrapper, as if the program had written the lambda
// (t, f) -> new Worker(t, f): a function that allocates the object, calls
// the constructor (the program's, analyzed for that receiver as any
// constructor; or the JDK's, summarized: Thread::new stores its
// Runnable) and returns the object, placed at the reference (its class,
// method and pc: objects and threads it makes are named by the
// reference's File.java:line). Before, the object was allocated but no
// constructor ran, so its fields pointed nowhere: a thread made by
// mk.apply(t) and started touched none of t's fields, and made no pair.

// ctorFuncs caches the constructor references' wrappers (as refFuncs).
var ctorFuncs sync.Map // refKey → *Function

// ctorFunc returns the wrapper of the constructor reference at pc of f
// whose implementation is impl (a newInvokeSpecial handle).
func ctorFunc(f *Function, pc int, impl classfile.MethodHandle) *Function {
	k := refKey{f, pc}
	if w, ok := ctorFuncs.Load(k); ok {
		return w.(*Function)
	}
	ref := impl.Ref
	mt, err := classfile.ParseMethodDesc(ref.Desc)
	if err != nil {
		return nil
	}
	desc := "("
	for _, p := range mt.Params {
		desc += p
	}
	desc += ")L" + ref.Class + ";"
	m := *f.Method
	m.Name = f.Method.Name + "$new"
	m.Desc = desc
	m.AccessFlags = classfile.AccStatic | classfile.AccSynthetic
	w := &Function{Class: f.Class, Method: &m, sig: f.sig, ctorRef: true}
	if w.sig == "" {
		w.sig = f.Method.Name + f.Method.Desc
	}
	newVar := func(name string, t Type, param bool) *Var {
		v := &Var{Index: len(w.Vars), Name: name, Typ: t, Slot: -1, Param: param}
		w.Vars = append(w.Vars, v)
		return v
	}
	obj := newVar("obj", TRef, false)
	args := []Value{obj}
	for _, p := range mt.Params {
		v := newVar("p", TypeOf(p), true)
		w.Params = append(w.Params, v)
		args = append(args, v)
	}
	b := &Block{PC: pc, Func: w}
	at := anInstr{pc: pc, block: b}
	b.Instrs = []Instruction{
		&New{anInstr: at, Dst: obj, Class: ref.Class},
		&Call{anInstr: at, Kind: Special, Method: classfile.MemberRef{Class: ref.Class, Name: "<init>", Desc: ref.Desc}, Args: args},
		&Return{anInstr: at, X: obj},
	}
	w.Blocks = []*Block{b}
	got, _ := ctorFuncs.LoadOrStore(k, w)
	return got.(*Function)
}

// ctorCall makes constructor reference c.ref's call through its wrapper
// (ctorFunc) with the argument nodes src: a callee of the call that
// applies the reference (or of the JDK call that calls it back), or an
// entry of the thread that runs it.
func (a *Analysis) ctorCall(c *pendingCall, src []int, impl classfile.MethodHandle) {
	if c.ref == nil || c.ref.alloc == nil || c.ref.instr == nil {
		return
	}
	w := ctorFunc(c.ref.alloc.Func, c.ref.instr.PC(), impl)
	if w == nil {
		return
	}
	a.initClass(impl.Ref.Class, c.thread)
	callee := a.node(w, c.thread)
	if c.instr == nil {
		a.addEntry(c.thread, callee)
	} else {
		a.linkCall(c, callee)
	}
	for i, p := range w.Params {
		if i < len(src) && src[i] != 0 && p.Typ == TRef {
			a.addEdge(src[i], a.varNode(callee, p), "")
		}
	}
	if c.dst != 0 && callee.ret != 0 {
		a.addEdge(callee.ret, c.dst, "")
	}
}
