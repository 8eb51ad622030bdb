package static

// On-the-fly call graph with Andersen-style, field-sensitive, inclusion-based
// points-to over allocation sites (seeds/003 §2 "Alias analysis": Andersen
// [2]; §4.2.3 uses its pointsTo and mayAlias). Context sensitivity is by
// abstract thread: every method is analyzed once per thread that reaches it
// and every object is qualified by the thread that allocated it, which keeps
// thesis Figure 4.14's two O objects apart.

import (
	"fmt"
	"sort"
	"strings"

	"weft/classfile"
)

// ObjectKind tells where an abstract object comes from.
type ObjectKind uint8

const (
	AllocObj      ObjectKind = iota // new, newarray
	LambdaObj                       // invokedynamic LambdaMetafactory
	ClassObj                        // a java.lang.Class (class literal, static synchronized)
	SummaryObj                      // returned by a summarized JDK call
	MainThreadObj                   // the Thread object of the main thread
	EntryObj                        // the object an entry plan makes (Options.Calls)
)

// Object is an abstract object: an allocation site qualified by the
// abstract thread that executed it.
type Object struct {
	ID     int
	Kind   ObjectKind
	Class  string         // internal name, or array descriptor
	Site   classfile.Site // allocation site (zero for ClassObj, MainThreadObj)
	Pos    string         // File.java:line of the site
	Thread *Thread        // allocating thread; nil for ClassObj
	Once   bool           // stands for at most one runtime object
	Lambda *Lambda

	alloc *CGNode
	instr Instruction
	// recv is the constructor receiver whose allocation this object is
	// (allocFor), nil when it is none's; merged tells that allocations of
	// more than one call-graph node made it (a recursive constructor's,
	// or past ctorDepth): it stands for several runtime objects.
	recv   *Object
	merged bool
	name   string
	fields map[string]int
}

func (o *Object) String() string {
	if o.name != "" {
		return o.name
	}
	return o.baseName()
}

func (o *Object) baseName() string {
	switch o.Kind {
	case ClassObj:
		return classfile.DottedName(o.Class) + ".class"
	case MainThreadObj:
		return "main-thread"
	case EntryObj:
		name := classfile.DottedName(o.Class)
		if i := strings.LastIndexAny(name, ".$"); i >= 0 {
			name = name[i+1:]
		}
		return name + "@entry"
	}
	name := classfile.DottedName(o.Class)
	if o.Class[0] == '[' {
		name = classfile.JavaTypeName(o.Class)
	}
	if i := strings.LastIndexAny(name, ".$"); i >= 0 && o.Class[0] != '[' {
		name = name[i+1:]
	}
	s := name + "@" + o.Pos
	if o.Thread != nil && o.Thread.ID != 0 {
		s += "[" + o.Thread.Name + "]"
	}
	return s
}

// Lambda describes a lambda or method-reference object.
type Lambda struct {
	SAM  string                 // name of the functional interface method
	Impl classfile.MethodHandle // implementation method
	NCap int                    // captured arguments, in fields cap0…
}

// Thread is an abstract thread: the main thread, or the threads started on
// the Thread objects of one allocation site (or of one executor call site).
type Thread struct {
	ID      int
	Name    string
	Site    classfile.Site
	Pos     string
	Objs    []*Object // the java.lang.Thread objects
	Entries []*CGNode // run methods (and, for main, class initializers and main)
	Multi   bool      // may stand for several runtime threads
	Parent  *Thread   // the thread that creates it
	task    bool      // an executor task: always multi-instance
	tasks   []int     // an executor task: the points-to nodes of the tasks handed to the executor
	start   CallSite  // an executor task: the call that hands the task over (taskstate.go)
	states  []*Object // an executor task: the Futures whose state its run checks first (taskstate.go)
	timer   bool      // an executor task: TimerTasks, whose state the Timer thread checks first
	repeats bool      // runs its entries any number of times, in any order (a parallel stream's Spliterator methods)
	fj      bool      // a ForkJoinPool's task: ForkJoinTasks, whose status the worker checks first (taskstate.go)
	forkers []*Thread // a ForkJoinPool's task: the pools' task threads that fork it, onto their own pool
	execs   []int     // an executor task: the points-to nodes of the executors (Timers) its tasks were handed to
	self    *Object   // an executor task: what Thread.currentThread() returns in it (Self)
}

// Self returns the object that stands for the runtime Thread objects of
// executor task thread t, which has no Thread object of the program's:
// what Thread.currentThread() returns in it (made on its first call
// there; nil before, and for other threads). It is no single runtime
// object (a task thread is multi-instance), and no thread's Thread
// object for ThreadOf, so a join of it joins nothing. There is one per
// task site, not per executor: a worker that runs the tasks of two
// sites is two objects (PoolSelves gathers them). A park in the task
// reads the <permit> of PoolSelves (package mhp), an unpark of one
// writes it.
func (t *Thread) Self() *Object { return t.self }

// PoolSelves returns the Self objects of the task threads whose tasks
// may run on a pool thread that runs task thread t's: those handed to an
// executor object t's may be handed to (execsOf), t's own among them,
// and, as a pool thread of whichever executor, those of every task
// thread when t or the other has none (a CompletableFuture's stage runs
// in the thread that completes the stage before it; supplyAsync's and a
// parallel stream's in the common pool). So a permit that one task's
// unpark leaves for its pool thread, which another task's park on that
// thread consumes, makes a pair. Nil for other threads.
func (a *Analysis) PoolSelves(t *Thread) Bitset {
	if !t.task || len(t.Objs) > 0 {
		return nil
	}
	execs := func(u *Thread) (Bitset, bool) {
		var objs Bitset
		nodes := a.execsOf(u, map[*Thread]bool{})
		for _, x := range nodes {
			objs.UnionWith(a.pts[x])
		}
		return objs, len(nodes) > 0 && objs.Len() > 0
	}
	mine, known := execs(t)
	var out Bitset
	for _, u := range a.Threads {
		if u.self == nil || !u.task || len(u.Objs) > 0 {
			continue
		}
		if u != t && known {
			if theirs, ok := execs(u); ok && !theirs.Intersects(mine) {
				continue
			}
		}
		out.Add(u.self.ID)
	}
	return out
}

func (t *Thread) String() string { return t.Name }

// CGNode is a method analyzed in the context of one abstract thread: a node
// of the call graph.
type CGNode struct {
	ID     int
	Func   *Function
	Thread *Thread
	// Callees maps a Call (or InvokeDynamic) to the methods it may invoke.
	Callees map[Instruction][]*CGNode
	// JDK maps a Call to the summarized JDK methods it may invoke.
	JDK map[Instruction][]JDKMethod
	// Callbacks maps a Call of a JDK method (or a string concatenation)
	// to the application methods it may call back (jdk.go).
	Callbacks map[Instruction][]*CGNode
	Callers   []CallSite
	Once      bool    // runs at most once
	Recv      *Object // the receiver object of a constructor (object sensitivity)

	vars []int // points-to node per Var; 0 = none yet
	ret  int
}

func (n *CGNode) String() string { return n.Func.Name() + "[" + n.Thread.Name + "]" }

// CallSite is a call instruction in a CGNode.
type CallSite struct {
	Caller *CGNode
	Instr  Instruction
}

// JDKMethod is a JDK method reached by a call, handled by summary.
type JDKMethod struct {
	Class  *classfile.ClassFile
	Method *classfile.Member
}

// Synchronized reports whether the JDK method is synchronized.
func (j JDKMethod) Synchronized() bool { return j.Method.AccessFlags&classfile.AccSynchronized != 0 }

// Analysis is the result of Analyze.
type Analysis struct {
	Prog    *Program
	Main    *Thread
	Threads []*Thread
	Objects []*Object
	Nodes   []*CGNode
	// Errors lists methods that could not be lowered; their effects are
	// missing from the analysis.
	Errors []error

	pts     []Bitset // indexed by points-to node; node 0 is unused
	edges   [][]edge
	loads   [][]fieldOp // base node -> loads
	stores  [][]fieldOp // base node -> stores
	vcalls  [][]*pendingCall
	statics map[string]int
	work    []int
	inWork  []bool

	nodes        map[nodeKey]*CGNode
	allocs       map[allocKey]*Object
	classObjs    map[string]*Object
	threadBy     map[string]*Thread
	futures      map[*Object]*Thread          // Future objects ExecutorService.submit returns → the task thread
	completed    Bitset                       // CompletableFutures the program may complete (FutureTask)
	threadStarts map[*Thread][]threadStart    // the thread-starting calls of each thread (forkjoin.go)
	stages       map[*Object][]stage          // a CompletableFuture stage's future → how each call made it
	anyOfs       []anyOf                      // CompletableFuture.anyOf calls' futures and sources (TaskEnd)
	readsClock   uint8                        // ReadsClock: 0 not asked yet, 1 no, 2 yes
	unparks      uint8                        // Unparks: 0 not asked yet, 1 no, 2 yes
	lifeChecked  Bitset                       // LifeChecked, nil until asked
	stateChecked Bitset                       // StateChecked, set with lifeChecked
	parallel     map[*Object][]*Thread        // parallel streams → the task threads of their pipeline's functions
	parJoins     map[classfile.Site][]*Thread // a parallel stream's terminal operation → the task threads it waits for
	inited       map[string]bool
	mainObj      *Object
	jdkDone      map[jdkKey]bool        // JDK calls summarized already (jdkCall)
	invariant    map[string]bool        // InvariantField's answers
	doms         map[*Function][]Bitset // Guards' dominators
	cbDone       map[cbKey]bool         // callbacks bound already (callbacks)
	cbRets       map[[2]int]int         // per (CG node, pc): what the functional objects passed to a JDK call return
	dispatched   map[dispatchKey]bool
	loopInstrs   map[*Function]map[Instruction]bool
	ownKeys      map[ownKey]string                    // OwnValue's decisions
	selfGuards   map[*CGNode]map[Instruction][]string // SelfGuards' answers, per method
	unlocks      map[*CGNode]bool                     // the methods that may reach an unlock (selfguard.go)
	taskLocals   taskLocals                           // tasklocal.go
	threadCalls  []CallSite
	daemonCalls  []nodeCall // Thread.setDaemon calls whose argument may be true
	escaped      Bitset
	taskFutures  *Bitset               // the Futures of task threads (taskstate.go), once asked for
	varHandles   map[int]VarHandleVar  // VarHandle objects (by ID) → the variable they access (varhandle.go)
	handles      map[int]*handleTarget // MethodHandle objects (by ID) → the methods they call (methodhandle.go)
	stopped      Bitset                // the executors and Timers a StopsTasks call is made on (taskstate.go)

	// accessOrderInits are the LinkedHashMap constructor calls that may
	// make an access-ordered map, accessOrdered their receivers
	// (AccessOrdered, computed once the points-to sets are complete).
	accessOrderInits []nodeCall
	accessOrdered    Bitset

	// views are a ReentrantReadWriteLock's read (0) and write (1) views
	// and a StampedLock's read (2), write (3) and ReadWriteLock (4) views
	// by lock object (lockView); viewLock is each view's lock object.
	views    map[[2]int]*Object
	viewLock map[int]*Object
}

type edge struct {
	to     int
	filter string // checkcast type, or ""
}

type fieldOp struct {
	field string
	other int // load: destination; store: source
}

type nodeKey struct {
	f    *Function
	t    *Thread
	recv *Object // constructors are analyzed per receiver object
}

type allocKey struct {
	site  classfile.Site
	depth int
	t     *Thread
	recv  *Object // a constructor's receiver (allocRecv): its objects are its own
}

type dispatchKey struct {
	call *pendingCall
	obj  int
}

// pendingCall is a call whose targets depend on a receiver's points-to set.
type pendingCall struct {
	caller     *CGNode     // nil for thread entries
	instr      Instruction // nil for thread entries
	name, desc string
	args       []int // points-to nodes of the arguments after the receiver (0 for primitives)
	dst        int   // result node, or 0
	thread     *Thread
	callback   bool // a JDK method calling back into application code
	hook       bool // Runtime.addShutdownHook: each object is a hook thread (hooksKey)
	// ref is the lambda object (a method reference) whose implementation
	// method this call is (methodref.go), or nil.
	ref *Object
	// fixed is the statically bound target of an invokespecial of a
	// constructor, dispatched per receiver object for its context.
	fixedClass *classfile.ClassFile
	fixed      *classfile.Member
}

// Options tunes Analyze.
type Options struct {
	// MainClass is the internal name of the class whose main method starts
	// the program.
	MainClass string
	// Calls, if set, replace main: the main thread makes these calls in
	// order (an entry method with its set-up, or a test with its before
	// and after methods; weft/entry).
	Calls []RootCall
}

// RootCall is one call the main thread makes at the root of the program.
type RootCall struct {
	Class      string // internal name
	Name, Desc string
	Static     bool
	// New makes the receiver of the instance calls that follow (Name is
	// <init>); instance calls dispatch on it.
	New bool
}

// Analyze runs points-to and call-graph construction from main, and then
// the thread multiplicity and once-ness computations.
func Analyze(p *Program, opt Options) (*Analysis, error) {
	if len(opt.Calls) > 0 {
		return analyzeCalls(p, opt.Calls)
	}
	cf := p.Class(opt.MainClass)
	if cf == nil {
		return nil, fmt.Errorf("main class %s not found", classfile.DottedName(opt.MainClass))
	}
	// Like the java launcher, main may be inherited from a superclass.
	var mcf *classfile.ClassFile
	var m *classfile.Member
	for _, c := range p.Supers(cf.Name) {
		if k := p.Class(c); k != nil {
			if m = k.Method("main", "([Ljava/lang/String;)V"); m != nil {
				mcf = k
				break
			}
		}
	}
	if m == nil || !m.IsStatic() {
		return nil, fmt.Errorf("class %s has no static main(String[])", classfile.DottedName(opt.MainClass))
	}
	a := newAnalysis(p)
	a.initClass(cf.Name, a.Main)
	f, err := p.Func(mcf, m)
	if err != nil {
		return nil, err
	}
	if f == nil {
		// A main that is neither abstract nor native but has no Code
		// attribute: java refuses the class with this ClassFormatError.
		return nil, fmt.Errorf("class %s: java.lang.ClassFormatError: Absent Code attribute in method that is not native or abstract in class file %s",
			classfile.DottedName(mcf.Name), mcf.Name)
	}
	mn := a.node(f, a.Main)
	a.Main.Entries = append(a.Main.Entries, mn)
	a.solve()
	a.computeOnce()
	a.nameObjects()
	return a, nil
}

func newAnalysis(p *Program) *Analysis {
	a := &Analysis{Prog: p, statics: map[string]int{}, nodes: map[nodeKey]*CGNode{},
		allocs: map[allocKey]*Object{}, classObjs: map[string]*Object{}, threadBy: map[string]*Thread{}, futures: map[*Object]*Thread{}, stages: map[*Object][]stage{},
		parallel: map[*Object][]*Thread{}, parJoins: map[classfile.Site][]*Thread{},
		inited: map[string]bool{}, jdkDone: map[jdkKey]bool{}, cbDone: map[cbKey]bool{}, cbRets: map[[2]int]int{}, dispatched: map[dispatchKey]bool{},
		loopInstrs: map[*Function]map[Instruction]bool{}}
	a.pts = []Bitset{nil}
	a.edges = [][]edge{nil}
	a.loads = [][]fieldOp{nil}
	a.stores = [][]fieldOp{nil}
	a.vcalls = [][]*pendingCall{nil}
	a.inWork = []bool{false}
	a.Main = &Thread{ID: 0, Name: "main"}
	a.Threads = []*Thread{a.Main}
	a.mainObj = a.newObject(&Object{Kind: MainThreadObj, Class: "java/lang/Thread", Thread: a.Main, Once: true})
	a.Main.Objs = []*Object{a.mainObj}
	return a
}

// analyzeCalls is Analyze from a sequence of root calls: the main thread's
// entries are the calls in order (after the class initializers); instance
// calls bind this to one EntryObj made by the New call.
func analyzeCalls(p *Program, calls []RootCall) (*Analysis, error) {
	a := newAnalysis(p)
	var recv *Object
	for _, c := range calls {
		cf := p.Class(c.Class)
		if cf == nil {
			return nil, fmt.Errorf("class %s not found", classfile.DottedName(c.Class))
		}
		switch {
		case c.New:
			a.initClass(cf.Name, a.Main)
			m := cf.Method("<init>", "()V")
			if m == nil {
				return nil, fmt.Errorf("class %s has no no-argument constructor", classfile.DottedName(c.Class))
			}
			recv = a.newObject(&Object{Kind: EntryObj, Class: cf.Name, Thread: a.Main, Once: true})
			a.dispatch(&pendingCall{name: m.Name, desc: m.Desc, thread: a.Main, fixedClass: cf, fixed: m}, recv)
		case c.Static:
			dc, m := p.ResolveStatic(cf.Name, c.Name, c.Desc)
			if m == nil || !m.IsStatic() {
				return nil, fmt.Errorf("class %s has no static %s%s", classfile.DottedName(c.Class), c.Name, c.Desc)
			}
			a.initClass(dc.Name, a.Main)
			f, err := p.Func(dc, m)
			if err != nil {
				return nil, err
			}
			if f != nil {
				a.addEntry(a.Main, a.node(f, a.Main))
			}
		default:
			if recv == nil {
				return nil, fmt.Errorf("instance method %s.%s called before its object is made", classfile.DottedName(c.Class), c.Name)
			}
			if _, m := p.Resolve(recv.Class, c.Name, c.Desc); m == nil {
				return nil, fmt.Errorf("class %s has no method %s%s", classfile.DottedName(recv.Class), c.Name, c.Desc)
			}
			a.dispatch(&pendingCall{name: c.Name, desc: c.Desc, thread: a.Main}, recv)
		}
	}
	a.solve()
	a.computeOnce()
	a.nameObjects()
	return a, nil
}

func (a *Analysis) newNode() int {
	a.pts = append(a.pts, nil)
	a.edges = append(a.edges, nil)
	a.loads = append(a.loads, nil)
	a.stores = append(a.stores, nil)
	a.vcalls = append(a.vcalls, nil)
	a.inWork = append(a.inWork, false)
	return len(a.pts) - 1
}

func (a *Analysis) newObject(o *Object) *Object {
	o.ID = len(a.Objects)
	o.fields = map[string]int{}
	a.Objects = append(a.Objects, o)
	return o
}

func (a *Analysis) enqueue(n int) {
	if !a.inWork[n] {
		a.inWork[n] = true
		a.work = append(a.work, n)
	}
}

func (a *Analysis) addObj(n int, o *Object) {
	if a.pts[n].Add(o.ID) {
		a.enqueue(n)
	}
}

func (a *Analysis) addEdge(from, to int, filter string) {
	if from == 0 || to == 0 || from == to {
		return
	}
	for _, e := range a.edges[from] {
		if e.to == to && e.filter == filter {
			return
		}
	}
	a.edges[from] = append(a.edges[from], edge{to, filter})
	if a.flow(a.pts[from], to, filter) {
		a.enqueue(to)
	}
}

func (a *Analysis) flow(src Bitset, to int, filter string) bool {
	if filter == "" {
		return a.pts[to].UnionWith(src)
	}
	changed := false
	for id := range src.Elems {
		o := a.Objects[id]
		class := o.Class
		if o.Kind == ClassObj {
			class = "java/lang/Class" // Class is the class it stands for
		}
		if o.Kind == SummaryObj || a.Prog.IsSubtype(class, filter) {
			changed = a.pts[to].Add(id) || changed
		}
	}
	return changed
}

// field returns the points-to node of field f of object o.
func (a *Analysis) field(o *Object, f string) int {
	if n, ok := o.fields[f]; ok {
		return n
	}
	n := a.newNode()
	o.fields[f] = n
	return n
}

func (a *Analysis) static(key string) int {
	if n, ok := a.statics[key]; ok {
		return n
	}
	n := a.newNode()
	a.statics[key] = n
	return n
}

func (a *Analysis) load(base int, f string, dst int) {
	if base == 0 || dst == 0 {
		return
	}
	a.loads[base] = append(a.loads[base], fieldOp{f, dst})
	for id := range a.pts[base].Elems {
		a.addEdge(a.field(a.Objects[id], f), dst, "")
	}
}

func (a *Analysis) store(base int, f string, src int) {
	if base == 0 || src == 0 {
		return
	}
	a.stores[base] = append(a.stores[base], fieldOp{f, src})
	for id := range a.pts[base].Elems {
		a.addEdge(src, a.field(a.Objects[id], f), "")
	}
}

func (a *Analysis) solve() {
	for len(a.work) > 0 {
		n := a.work[len(a.work)-1]
		a.work = a.work[:len(a.work)-1]
		a.inWork[n] = false
		set := a.pts[n]
		for _, e := range a.edges[n] {
			if a.flow(set, e.to, e.filter) {
				a.enqueue(e.to)
			}
		}
		for _, l := range a.loads[n] {
			for id := range set.Elems {
				a.addEdge(a.field(a.Objects[id], l.field), l.other, "")
			}
		}
		for _, s := range a.stores[n] {
			for id := range set.Elems {
				a.addEdge(s.other, a.field(a.Objects[id], s.field), "")
			}
		}
		for _, c := range a.vcalls[n] {
			for id := range set.Elems {
				k := dispatchKey{c, id}
				if !a.dispatched[k] {
					a.dispatched[k] = true
					a.dispatch(c, a.Objects[id])
				}
			}
		}
	}
}

// varNode returns the points-to node of a reference variable of n.
func (a *Analysis) varNode(n *CGNode, v Value) int {
	x, ok := v.(*Var)
	if !ok || x.Typ != TRef {
		return 0
	}
	if n.vars[x.Index] == 0 {
		n.vars[x.Index] = a.newNode()
	}
	return n.vars[x.Index]
}

// valueNode is varNode, also giving class literals their Class object.
func (a *Analysis) valueNode(n *CGNode, v Value) int {
	if c, ok := v.(*Const); ok && c.Class != "" {
		k := a.newNode()
		a.addObj(k, a.classObject(c.Class))
		return k
	}
	return a.varNode(n, v)
}

// classObject returns the java.lang.Class object of a class.
func (a *Analysis) classObject(name string) *Object {
	if o := a.classObjs[name]; o != nil {
		return o
	}
	o := a.newObject(&Object{Kind: ClassObj, Class: name, Once: true})
	a.classObjs[name] = o
	return o
}

// ClassObject returns the Class object of the named class if the analysis
// created one (a class literal or a static synchronized method), else nil.
func (a *Analysis) ClassObject(name string) *Object { return a.classObjs[name] }

// node returns the call-graph node of f in thread t, creating and
// processing it on first use.
func (a *Analysis) node(f *Function, t *Thread) *CGNode { return a.nodeFor(f, t, nil) }

// nodeFor is node with a receiver context: a constructor runs once per
// object (1-object sensitivity), so the fields it initializes from its
// arguments are not merged across the objects of a class.
func (a *Analysis) nodeFor(f *Function, t *Thread, recv *Object) *CGNode {
	k := nodeKey{f, t, recv}
	if n := a.nodes[k]; n != nil {
		return n
	}
	// Callees, JDK and Callbacks are made on their first entry (most
	// nodes have few calls, many none).
	n := &CGNode{ID: len(a.Nodes), Func: f, Thread: t, Recv: recv, vars: make([]int, len(f.Vars))}
	a.nodes[k] = n
	a.Nodes = append(a.Nodes, n)
	if f.Method.AccessFlags&classfile.AccStatic != 0 && f.Method.AccessFlags&classfile.AccSynchronized != 0 {
		a.classObject(f.Class.Name)
	}
	if TypeOf(retDesc(f.Method.Desc)) == TRef {
		n.ret = a.newNode()
	}
	for _, b := range f.Blocks {
		for _, in := range b.Instrs {
			a.instr(n, in)
		}
	}
	return n
}

func retDesc(desc string) string {
	i := strings.LastIndexByte(desc, ')')
	return desc[i+1:]
}

// initClass analyzes the static initializers of a class and its supers in
// thread t (class initialization runs once, in the first thread that needs
// it; the analysis places it in main when main triggers it).
func (a *Analysis) initClass(name string, t *Thread) {
	if a.inited[name] || IsJDK(name) || name == "" || name[0] == '[' {
		return
	}
	a.inited[name] = true
	cf := a.Prog.Class(name)
	if cf == nil {
		return
	}
	a.initClass(cf.Super, t)
	if m := cf.Method("<clinit>", "()V"); m != nil {
		f, err := a.Prog.Func(cf, m)
		if err != nil {
			a.Errors = append(a.Errors, err)
			return
		}
		if f != nil {
			n := a.node(f, a.Main)
			a.Main.Entries = append(a.Main.Entries, n)
		}
	}
}

func (a *Analysis) alloc(n *CGNode, in Instruction, depth int, class string, kind ObjectKind) *Object {
	site := n.Func.Site(in.PC())
	k := allocKey{site, depth, n.Thread, allocRecv(n.Recv, site)}
	if kind == SummaryObj {
		k.depth = -1 - depth
	}
	if o := a.allocs[k]; o != nil {
		if o.alloc != n {
			o.merged = true
		}
		return o
	}
	o := a.newObject(&Object{Kind: kind, Class: class, Site: site, Pos: n.Func.SourcePos(in.PC()), Thread: n.Thread, alloc: n, instr: in, recv: k.recv})
	a.allocs[k] = o
	return o
}

// ctorDepth bounds the chains of receivers that key a constructor's
// allocations (allocRecv): an object made in a constructor of an object
// made in a constructor... is keyed by at most ctorDepth receivers.
const ctorDepth = 2

// allocRecv returns the receiver that keys an allocation at site made by
// a constructor of recv (nil: none), so that each object a constructor
// makes is its own, as the constructor's call-graph node is (nodeFor):
// two workers' field-initialized maps are two objects, not one that
// stands for both and may be taken for one runtime object. The chain of
// receivers (recv, the receiver recv was made for, ...) is bounded like
// object sensitivity's contexts: when site made an object of the chain
// already (a recursive constructor, a linked node's next = new Node(..)),
// the allocation is that object's again, and past ctorDepth receivers
// the innermost are dropped: the allocations of the constructors of the
// objects one receiver (of depth ctorDepth) made are one object.
// Either way the object is then made by several call-graph nodes and
// alloc marks it merged (not Once).
func allocRecv(recv *Object, site classfile.Site) *Object {
	d := 0
	for x := recv; x != nil; x = x.recv {
		if x.Site == site {
			return x.recv
		}
		d++
	}
	for ; d > ctorDepth; d-- {
		recv = recv.recv
	}
	return recv
}

func (a *Analysis) instr(n *CGNode, in Instruction) {
	switch x := in.(type) {
	case *Assign:
		a.addEdge(a.valueNode(n, x.Src), a.varNode(n, x.Dst), "")
	case *CheckCast:
		a.addEdge(a.valueNode(n, x.X), a.varNode(n, x.Dst), x.Class)
	case *New:
		a.initClass(x.Class, n.Thread)
		depth := 0
		if n.Func.ctorRef {
			depth = 1 // at the reference, whose depth 0 is the lambda object
		}
		a.addObj(a.varNode(n, x.Dst), a.alloc(n, x, depth, x.Class, AllocObj))
	case *NewArray:
		o := a.alloc(n, x, 0, x.Desc, AllocObj)
		a.addObj(a.varNode(n, x.Dst), o)
		for d := 1; d < len(x.Dims) && x.Desc[d] == '['; d++ {
			inner := a.alloc(n, x, d, x.Desc[d:], AllocObj)
			k := a.newNode()
			a.addObj(k, inner)
			a.addEdge(k, a.field(o, "[]"), "")
			o = inner
		}
	case *GetField:
		if x.Obj == nil {
			a.initClass(x.Field.Class, n.Thread)
		}
		if x.Dst.Typ != TRef {
			return
		}
		key := a.Prog.FieldKey(x.Field)
		if x.Obj == nil {
			a.addEdge(a.static(key), a.varNode(n, x.Dst), "")
		} else {
			a.load(a.varNode(n, x.Obj), key, a.varNode(n, x.Dst))
		}
	case *PutField:
		if x.Obj == nil {
			a.initClass(x.Field.Class, n.Thread)
		}
		if x.Val.Type() != TRef {
			return
		}
		key := a.Prog.FieldKey(x.Field)
		if x.Obj == nil {
			a.addEdge(a.valueNode(n, x.Val), a.static(key), "")
		} else {
			a.store(a.varNode(n, x.Obj), key, a.valueNode(n, x.Val))
		}
	case *ArrayLoad:
		if x.Dst.Typ == TRef {
			a.load(a.varNode(n, x.Arr), "[]", a.varNode(n, x.Dst))
		}
	case *ArrayStore:
		if x.Val.Type() == TRef {
			a.store(a.varNode(n, x.Arr), "[]", a.valueNode(n, x.Val))
		}
	case *Return:
		if x.X != nil && x.X.Type() == TRef {
			a.addEdge(a.valueNode(n, x.X), n.ret, "")
		}
	case *Call:
		a.call(n, x)
	case *InvokeDynamic:
		a.invokeDynamic(n, x)
	}
}

func (a *Analysis) argNodes(n *CGNode, args []Value) []int {
	out := make([]int, len(args))
	for i, v := range args {
		out[i] = a.valueNode(n, v)
	}
	return out
}

func (a *Analysis) call(n *CGNode, c *Call) {
	var dst int
	if c.Dst != nil {
		dst = a.varNode(n, c.Dst)
	}
	args := a.argNodes(n, c.Args)
	if c.Kind == Virtual && c.Method.Class == "java/lang/Runtime" && c.Method.Name == "addShutdownHook" && len(args) == 2 {
		a.addHook(n, c, args[1])
	}
	switch c.Kind {
	case Static:
		a.initClass(c.Method.Class, n.Thread)
		cf, m := a.Prog.ResolveStatic(c.Method.Class, c.Method.Name, c.Method.Desc)
		if m == nil {
			return
		}
		if IsJDK(cf.Name) {
			a.jdkCall(n, c, JDKMethod{cf, m}, nil, args, dst)
			return
		}
		a.bindDirect(n, c, cf, m, args, dst)
	case Special:
		cf, m := a.Prog.ResolveStatic(c.Method.Class, c.Method.Name, c.Method.Desc)
		if m == nil {
			return
		}
		if IsJDK(cf.Name) {
			a.jdkCall(n, c, JDKMethod{cf, m}, nil, args, dst)
			return
		}
		if m.Name == "<init>" {
			a.addVCall(args[0], &pendingCall{caller: n, instr: c, name: m.Name, desc: m.Desc,
				args: args[1:], dst: dst, thread: n.Thread, fixedClass: cf, fixed: m})
			return
		}
		a.bindDirect(n, c, cf, m, args, dst)
	default:
		pc := &pendingCall{caller: n, instr: c, name: c.Method.Name, desc: c.Method.Desc,
			args: args[1:], dst: dst, thread: n.Thread}
		a.addVCall(args[0], pc)
	}
}

func (a *Analysis) addVCall(recv int, pc *pendingCall) {
	if recv == 0 {
		return
	}
	a.vcalls[recv] = append(a.vcalls[recv], pc)
	for id := range a.pts[recv].Elems {
		k := dispatchKey{pc, id}
		if !a.dispatched[k] {
			a.dispatched[k] = true
			a.dispatch(pc, a.Objects[id])
		}
	}
}

// bindDirect links a statically bound call (static, special) to its target.
func (a *Analysis) bindDirect(n *CGNode, c *Call, cf *classfile.ClassFile, m *classfile.Member, args []int, dst int) {
	f, err := a.Prog.Func(cf, m)
	if err != nil {
		a.Errors = append(a.Errors, err)
		return
	}
	if f == nil {
		return
	}
	var ctx *Object
	if c.Kind == Special && m.Name != "<init>" && thisCall(n, c) {
		ctx = n.Recv // a private method a constructor calls on its receiver
	} else if c.Kind == Static && n.Recv != nil && n.Func.Method.Name == "<init>" {
		ctx = n.Recv // a static helper a constructor calls: it runs for that receiver
	}
	callee := a.nodeFor(f, n.Thread, ctx)
	a.link(n, c, callee)
	for i, p := range f.Params {
		if i < len(args) {
			a.addEdge(args[i], a.varNode(callee, p), "")
		}
	}
	if dst != 0 {
		a.addEdge(callee.ret, dst, "")
	}
}

// linkCall records the callee of a pending call: a callee, or a callback
// made by the JDK method the instruction calls.
func (a *Analysis) linkCall(c *pendingCall, callee *CGNode) {
	if !c.callback {
		a.link(c.caller, c.instr, callee)
		return
	}
	n := c.caller
	for _, x := range n.Callbacks[c.instr] {
		if x == callee {
			return
		}
	}
	if n.Callbacks == nil {
		n.Callbacks = map[Instruction][]*CGNode{}
	}
	n.Callbacks[c.instr] = append(n.Callbacks[c.instr], callee)
	callee.Callers = append(callee.Callers, CallSite{n, c.instr})
}

func (a *Analysis) link(n *CGNode, in Instruction, callee *CGNode) {
	if n == nil {
		return
	}
	for _, c := range n.Callees[in] {
		if c == callee {
			return
		}
	}
	if n.Callees == nil {
		n.Callees = map[Instruction][]*CGNode{}
	}
	n.Callees[in] = append(n.Callees[in], callee)
	callee.Callers = append(callee.Callers, CallSite{n, in})
}

// dispatch resolves a virtual call on one receiver object.
func (a *Analysis) dispatch(c *pendingCall, o *Object) {
	if c.hook {
		a.startThread(c.caller, c.instr, o)
		return
	}
	if h := a.handles[o.ID]; h != nil && !c.callback && isHandleInvoke(c.name) {
		a.callHandle(c, o, h)
		return
	}
	if o.Lambda != nil && (c.name == o.Lambda.SAM || c.callback && c.name == "<sam>") {
		a.callLambda(c, o)
		return
	}
	if a.jdkRef(c, o) {
		a.refCall(c, o)
		return
	}
	if c.callback && (c.name == "<sam>" || o.Kind != AllocObj && o.Kind != EntryObj) {
		return
	}
	if c.fixed != nil {
		a.bindOn(c, o, c.fixedClass, c.fixed, o)
		return
	}
	if o.Kind == SummaryObj || o.Kind == ClassObj || o.Kind == MainThreadObj {
		// An object made by JDK code: its class may be a supertype of the
		// real one; calls on it are JDK calls (summarized). Its class may
		// be an interface or abstract (Executors.newFixedThreadPool returns
		// an ExecutorService, List.of a List): then the call is summarized
		// by the method's declaration.
		cf, m := a.Prog.Resolve(o.Class, c.name, c.desc)
		if m == nil && o.Kind == SummaryObj {
			cf, m = a.Prog.ResolveStatic(o.Class, c.name, c.desc)
		}
		if call, ok := c.instr.(*Call); ok && m == nil && o.Kind == SummaryObj {
			// A summary of a declared supertype (Stream.collect returns an
			// Object, which the program casts to a List): the call is
			// summarized by the method the call names.
			cf, m = a.Prog.ResolveStatic(call.Method.Class, c.name, c.desc)
		}
		if m != nil && IsJDK(cf.Name) {
			if call, ok := c.instr.(*Call); ok {
				a.jdkCall(c.caller, call, JDKMethod{cf, m}, o, c.args, c.dst)
			}
		}
		return
	}
	cf, m := a.Prog.Resolve(o.Class, c.name, c.desc)
	if m == nil {
		return
	}
	if IsJDK(cf.Name) {
		if c.callback {
			if cf.Name == callerRuns && c.name == "rejectedExecution" && c.desc == rejectedDesc {
				// CallerRunsPolicy runs the rejected task in the calling
				// thread, a callback of the execute or submit.
				a.runTask(&pendingCall{caller: c.caller, instr: c.instr, thread: c.thread, callback: true}, c.args[0])
			}
			return
		}
		if call, ok := c.instr.(*Call); ok {
			a.jdkCall(c.caller, call, JDKMethod{cf, m}, o, c.args, c.dst)
		} else if c.instr == nil && c.name == "run" && cf.Name == "java/lang/Thread" {
			// A Thread whose run is Thread.run: it runs its Runnable target.
			pc := &pendingCall{name: "run", desc: "()V", thread: c.thread}
			a.addVCall(a.field(o, "java/lang/Thread.target"), pc)
		}
		return
	}
	var ctx *Object
	if call, ok := c.instr.(*Call); ok && c.caller != nil && o == c.caller.Recv && !c.callback && thisCall(c.caller, call) {
		ctx = o // a method a constructor calls on its receiver
	}
	a.bindOn(c, o, cf, m, ctx)
}

// thisCall reports whether c, a call in constructor node n (one with a
// receiver context), is made on n's receiver: the method runs for that
// receiver, and the objects it makes are the receiver's own, as the
// constructor's are (allocRecv): each worker's map made by a helper
// this.map = newMap() is its own.
func thisCall(n *CGNode, c *Call) bool {
	return n.Recv != nil && n.Func.Method.Name == "<init>" && len(c.Args) > 0 && IsThis(n.Func, c.Args[0])
}

// bindOn binds a dispatched call on receiver o to method m of cf, analyzed
// in the receiver context ctx (nil: none).
func (a *Analysis) bindOn(c *pendingCall, o *Object, cf *classfile.ClassFile, m *classfile.Member, ctx *Object) {
	f, err := a.Prog.Func(cf, m)
	if err != nil {
		a.Errors = append(a.Errors, err)
		return
	}
	if f == nil {
		return
	}
	callee := a.nodeFor(f, c.thread, ctx)
	if c.instr == nil {
		a.addEntry(c.thread, callee)
	} else {
		a.linkCall(c, callee)
	}
	if len(f.Params) > 0 {
		a.addObj(a.varNode(callee, f.Params[0]), o)
	}
	for i, p := range f.Params[1:] {
		if i < len(c.args) {
			a.addEdge(c.args[i], a.varNode(callee, p), "")
		}
	}
	if c.dst != 0 {
		a.addEdge(callee.ret, c.dst, "")
	}
}

func (a *Analysis) addEntry(t *Thread, n *CGNode) {
	for _, e := range t.Entries {
		if e == n {
			return
		}
	}
	t.Entries = append(t.Entries, n)
}

func (a *Analysis) invokeDynamic(n *CGNode, x *InvokeDynamic) {
	bsm := x.Bootstrap.Ref
	if x.Dst == nil || x.Dst.Typ != TRef {
		return
	}
	dst := a.varNode(n, x.Dst)
	if bsm.Class == "java/lang/invoke/StringConcatFactory" {
		// A fresh String (immutable, irrelevant to races), made by calling
		// toString on the objects concatenated.
		a.callbacks(n, x, a.argNodes(n, x.Args), 0, 0)
		return
	}
	if bsm.Class == "java/lang/invoke/LambdaMetafactory" && len(x.BSMArgs) >= 2 {
		cp := n.Func.Class.CP
		impl := cp.MethodHandle(x.BSMArgs[1])
		o := a.alloc(n, x, 0, "L"+retDesc(x.Desc), LambdaObj)
		o.Class = strings.TrimSuffix(strings.TrimPrefix(retDesc(x.Desc), "L"), ";")
		o.Lambda = &Lambda{SAM: x.Name, Impl: impl, NCap: len(x.Args)}
		for i, v := range x.Args {
			a.addEdge(a.valueNode(n, v), a.field(o, fmt.Sprintf("cap%d", i)), "")
		}
		a.addObj(dst, o)
		return
	}
	a.addObj(dst, a.alloc(n, x, 0, strings.TrimSuffix(strings.TrimPrefix(retDesc(x.Desc), "L"), ";"), SummaryObj))
}

// callLambda invokes a lambda's implementation method with the captured
// values followed by the call's arguments.
func (a *Analysis) callLambda(c *pendingCall, o *Object) {
	l := o.Lambda
	src := make([]int, 0, l.NCap+len(c.args))
	for i := 0; i < l.NCap; i++ {
		src = append(src, a.field(o, fmt.Sprintf("cap%d", i)))
	}
	src = append(src, c.args...)
	rc := *c
	rc.ref = o
	a.callImpl(&rc, src, l.Impl)
}

// callImpl calls implementation method impl (a lambda's, a method
// handle's) at pending call c with the argument nodes src.
func (a *Analysis) callImpl(c *pendingCall, src []int, impl classfile.MethodHandle) {
	ref := impl.Ref
	switch impl.Kind {
	case classfile.RefInvokeStatic:
		cf, m := a.Prog.ResolveStatic(ref.Class, ref.Name, ref.Desc)
		if m == nil {
			return
		}
		if IsJDK(cf.Name) {
			if c.ref != nil && c.ref.Lambda != nil && c.ref.Lambda.Impl == impl {
				a.staticRefCall(c, src) // a method reference's
			}
			return
		}
		f, err := a.Prog.Func(cf, m)
		if err != nil || f == nil {
			return
		}
		callee := a.node(f, c.thread)
		if c.instr == nil {
			a.addEntry(c.thread, callee)
		} else {
			a.linkCall(c, callee)
		}
		for i, p := range f.Params {
			if i < len(src) {
				a.addEdge(src[i], a.varNode(callee, p), "")
			}
		}
		if c.dst != 0 {
			a.addEdge(callee.ret, c.dst, "")
		}
	case classfile.RefInvokeVirtual, classfile.RefInvokeInterface, classfile.RefInvokeSpecial:
		if len(src) == 0 {
			return
		}
		pc := &pendingCall{caller: c.caller, instr: c.instr, name: ref.Name, desc: ref.Desc,
			args: src[1:], dst: c.dst, thread: c.thread, callback: c.callback, ref: c.ref}
		a.addVCall(src[0], pc)
	case classfile.RefNewInvokeSpecial:
		a.ctorCall(c, src, impl)
	}
}

// PointsTo returns the objects that v (a reference operand in node n) may
// point to.
func (a *Analysis) PointsTo(n *CGNode, v Value) Bitset {
	if v == nil {
		return nil
	}
	if c, ok := v.(*Const); ok {
		if c.Class != "" {
			if o := a.classObjs[c.Class]; o != nil {
				var b Bitset
				b.Add(o.ID)
				return b
			}
		}
		return nil
	}
	x, ok := v.(*Var)
	if !ok || x.Typ != TRef || n.vars[x.Index] == 0 {
		return nil
	}
	return a.pts[n.vars[x.Index]]
}

// FieldPointsTo returns the points-to set of field f of object o.
func (a *Analysis) FieldPointsTo(o *Object, f string) Bitset {
	if n, ok := o.fields[f]; ok {
		return a.pts[n]
	}
	return nil
}

// StaticPointsTo returns the points-to set of a static field key.
func (a *Analysis) StaticPointsTo(key string) Bitset { return a.pts[a.statics[key]] }

// ThreadOf returns the abstract thread started on a Thread object, or nil.
func (a *Analysis) ThreadOf(o *Object) *Thread {
	if o.Kind == MainThreadObj {
		return a.Main
	}
	return a.threadBy[o.Site.String()]
}

// TaskThread returns the abstract thread of the tasks that the
// Executor.execute or submit call at site starts, or nil.
func (a *Analysis) TaskThread(site classfile.Site) *Thread {
	return a.threadBy["task:"+site.String()]
}

// FutureTasks returns the abstract threads of the tasks that have all
// ended when a get or join of Future object o returns (normally or by an
// exception), as a Thread.join: the task of the ExecutorService.submit,
// CompletableFuture.supplyAsync or runAsync that returned o; for a
// CompletableFuture stage's future (thenApply, thenCombine, handle...),
// the stage function's task thread and those of the stages it waits for
// (its receiver, and the other stage of thenCombine, thenAcceptBoth and
// runAfterBoth, when each points to one object; not the two stages of an
// applyToEither, acceptEither or runAfterEither, only one of which it
// waits for). nil when o is no such Future. A CompletableFuture that the
// program may complete itself (complete, cancel, orTimeout... on it:
// completers) is not such a Future: its get may return before the task
// ends, and a stage whose source is one does not wait for that source's
// task.
func (a *Analysis) FutureTasks(o *Object) []*Thread { return a.futureTasks(o, 0) }

// stage is how one call made a CompletableFuture stage's future: the
// stage's task thread (nil for allOf), its receiver (the object, or a
// points-to node) and the other stages it waits for.
type stage struct {
	thread   *Thread
	recv     *Object
	recvNode int
	others   []int
	either   bool
}

func (a *Analysis) futureTasks(o *Object, depth int) []*Thread {
	if depth > 16 {
		return nil
	}
	t := a.futures[o]
	sts := a.stages[o]
	if t == nil && len(sts) == 0 {
		return nil
	}
	if o.Class == "java/util/concurrent/CompletableFuture" || o.Class == "java/util/concurrent/CompletionStage" {
		if a.completable(o) {
			return nil
		}
	}
	if t != nil {
		return []*Thread{t}
	}
	var out []*Thread
	if sts[0].thread != nil {
		out = append(out, sts[0].thread)
	}
	if len(sts) != 1 || sts[0].either {
		// Made by calls on several receivers: which one is not known.
		return out
	}
	st := sts[0]
	srcs := []Bitset{}
	if st.recv != nil {
		var b Bitset
		b.Add(st.recv.ID)
		srcs = append(srcs, b)
	} else if st.recvNode != 0 {
		srcs = append(srcs, a.pts[st.recvNode])
	}
	for _, x := range st.others {
		srcs = append(srcs, a.pts[x])
	}
	for _, b := range srcs {
		// An array the summaries let a value point to is no future:
		// the one future it may be is the one other object.
		var one *Object
		n := 0
		for id := range b.Elems {
			if o := a.Objects[id]; !strings.HasPrefix(o.Class, "[") {
				one, n = o, n+1
			}
		}
		if n == 1 {
			out = append(out, a.futureTasks(one, depth+1)...)
		}
	}
	return out
}

// completable reports whether the program may complete CompletableFuture
// o itself (a call of one of the completers on it).
func (a *Analysis) completable(o *Object) bool {
	if a.completed == nil {
		a.completed = Bitset{}
		for _, n := range a.Nodes {
			for in, jms := range n.JDK {
				c, ok := in.(*Call)
				if !ok || c.Kind == Static || len(c.Args) == 0 {
					continue
				}
				for _, jm := range jms {
					if completers[jm.Method.Name] {
						a.completed.UnionWith(a.PointsTo(n, c.Args[0]))
					}
				}
			}
		}
	}
	return a.completed.Has(o.ID)
}

// completers are the methods by which a program completes a
// CompletableFuture itself (or makes it complete exceptionally on a
// timeout).
var completers = map[string]bool{"complete": true, "completeExceptionally": true, "obtrudeValue": true,
	"obtrudeException": true, "cancel": true, "completeAsync": true, "completeOnTimeout": true, "orTimeout": true,
	// ForkJoinTask's (forkjoin.go)
	"quietlyComplete": true, "reinitialize": true}

// ParallelJoins returns the task threads that the terminal operation of a
// parallel stream at site waits for: those running the functions given to
// the stream's pipeline (map, filter, forEach...), which the common
// ForkJoinPool's workers run. The operation returns once they are done.
func (a *Analysis) ParallelJoins(site classfile.Site) []*Thread { return a.parJoins[site] }

// startThread makes (or extends) the abstract thread of Thread object o
// and dispatches its run method.
func (a *Analysis) startThread(creator *CGNode, call Instruction, o *Object) {
	if o.Kind != AllocObj {
		return
	}
	key := o.Site.String()
	t := a.threadBy[key]
	if t == nil {
		name := classfile.DottedName(o.Class)
		if i := strings.LastIndexAny(name, ".$"); i >= 0 {
			name = name[i+1:]
		}
		t = &Thread{ID: len(a.Threads), Name: fmt.Sprintf("%s@%s", name, o.Pos), Site: o.Site, Pos: o.Pos, Parent: creator.Thread}
		a.Threads = append(a.Threads, t)
		a.threadBy[key] = t
	}
	for _, x := range t.Objs {
		if x == o {
			return
		}
	}
	t.Objs = append(t.Objs, o)
	a.threadCalls = append(a.threadCalls, CallSite{creator, call})
	a.dispatch(&pendingCall{name: "run", desc: "()V", thread: t}, o)
	// An uncaught-exception handler set on the thread runs in it too.
	a.addVCall(a.field(o, "java/lang/Thread.uncaughtExceptionHandler"),
		&pendingCall{name: "uncaughtException", desc: "(Ljava/lang/Thread;Ljava/lang/Throwable;)V", thread: t})
	// So does the default handler (the analysis does not tell whether the
	// thread has its own).
	a.addVCall(a.static(defaultHandlerKey),
		&pendingCall{name: "uncaughtException", desc: "(Ljava/lang/Thread;Ljava/lang/Throwable;)V", thread: t})
}

// SortedThreads returns the threads ordered by ID.
func (a *Analysis) SortedThreads() []*Thread {
	ts := append([]*Thread(nil), a.Threads...)
	sort.Slice(ts, func(i, j int) bool { return ts[i].ID < ts[j].ID })
	return ts
}

// nameObjects gives objects that would print alike (two allocations on one
// line) distinct names: "O@F.java:13#1", "O@F.java:13#2".
func (a *Analysis) nameObjects() {
	by := map[string][]*Object{}
	for _, o := range a.Objects {
		n := o.baseName()
		by[n] = append(by[n], o)
	}
	for n, os := range by {
		if len(os) < 2 {
			continue
		}
		for i, o := range os {
			o.name = fmt.Sprintf("%s#%d", n, i+1)
		}
	}
	// Threads are named after their Thread object, now unique.
	for _, t := range a.Threads {
		if t != a.Main && !t.task && len(t.Objs) > 0 {
			name := t.Objs[0].String()
			if i := strings.IndexByte(name, '['); i > 0 {
				name = name[:i]
			}
			t.Name = name
		}
	}
}

// MinArrayLength returns the least length the arrays v may point to in
// node n have, when each was allocated with a constant length.
func (a *Analysis) MinArrayLength(n *CGNode, v Value) (int64, bool) {
	pts := a.PointsTo(n, v)
	if pts.Len() == 0 {
		return 0, false
	}
	least := int64(-1)
	for id := range pts.Elems {
		o := a.Objects[id]
		na, ok := o.instr.(*NewArray)
		if !ok || o.Kind != AllocObj || len(na.Dims) == 0 {
			return 0, false
		}
		depth := len(na.Desc) - len(o.Class) // inner arrays of multianewarray
		if depth < 0 || depth >= len(na.Dims) {
			return 0, false
		}
		c, ok := na.Dims[depth].(*Const)
		if !ok || c.Typ != TInt {
			return 0, false
		}
		if least < 0 || c.Int < least {
			least = c.Int
		}
	}
	return least, true
}
