package static

// Summaries of JDK methods. The analysis does not descend into java.base:
// doing so per thread would cost seconds per program (println alone reaches
// charsets, locales and security code). Instead a call that lands in a JDK
// class keeps the effects that matter to concurrent access pairs:
//
//   - Thread.start starts an abstract thread, Thread(Runnable) records the
//     Runnable as the thread's target, Thread.currentThread returns the
//     current thread's objects; Executor.execute/submit (and the other
//     task starts of StartsTask: Timer.schedule, supplyAsync...) start a
//     multi-instance thread running the task, and the Future that submit
//     returns names that task (FutureTask), whose Future.get package mhp
//     treats as a join; the task thread begins with a read of the state
//     of its Future (its TimerTask), which a cancel writes (taskstate.go);
//   - a method that may mutate its receiver is a write of the receiver's
//     pseudo-field <state>, an observer a read of it (JDKEffect);
//     synchronized JDK methods also enter the receiver's monitor; the
//     string builders' calls (builders) have these effects only: no
//     reference flows through a builder;
//   - reference arguments flow into the receiver's <elems> pseudo-field, and
//     reference results come from <elems>, from the receiver when the method
//     returns its own type, or from a fresh summary object for the call
//     site; static methods may return any of their arguments;
//   - System.arraycopy copies array elements.
//
// JDK code calls back into application code: toString, hashCode, equals,
// compareTo and compare of application objects passed to a JDK method (or
// to a string concatenation), and the functional method of a lambda passed
// to one, run in the calling thread and are analyzed as callees of the call.
// (A Runnable handed to a Thread or an Executor runs in its own thread
// instead, see above.)

import (
	"slices"
	"strings"

	"weft/classfile"
)

// Effect is what a summarized JDK call does to its receiver's state.
type Effect uint8

const (
	NoEffect Effect = iota
	ReadEffect
	WriteEffect
)

// stateless JDK classes: their instances are immutable, or the calls have
// no effect that another thread of the program could observe as a race.
var stateless = map[string]bool{
	"java/lang/Object": true, "java/lang/String": true, "java/lang/Integer": true, "java/lang/Long": true,
	"java/lang/Short": true, "java/lang/Byte": true, "java/lang/Character": true, "java/lang/Boolean": true,
	"java/lang/Float": true, "java/lang/Double": true, "java/lang/Number": true, "java/lang/Math": true,
	"java/lang/StrictMath": true, "java/lang/System": true, "java/lang/Thread": true, "java/io/PrintStream": true,
	"java/lang/Class": true, "java/lang/Enum": true, "java/lang/Throwable": true, "java/lang/Exception": true,
	"java/lang/RuntimeException": true, "java/lang/Error": true, "java/util/Objects": true,
	"java/lang/Runtime": true, "java/util/Arrays": true, "java/lang/invoke/StringConcatFactory": true,
	"java/io/PrintWriter": true, "java/io/Writer": true, "java/io/OutputStream": true,
}

// threadOwn are the JDK classes whose instance methods touch the calling
// thread's own state only: a ThreadLocal's get, set, remove and
// initialValue read and write the current thread's ThreadLocalMap, so two
// threads' calls on one ThreadLocal make no pair. The values still flow
// through the ThreadLocal's <elems> (jdkCall): a value that is one shared
// object (an initial value returning a static field) is reached by every
// thread, and its accesses pair.
var threadOwn = map[string]bool{
	"java/lang/ThreadLocal": true, "java/lang/InheritableThreadLocal": true,
	"java/lang/ThreadLocal$SuppliedThreadLocal": true,
}

// readOnly are the JDK classes whose instances no method changes once
// made: each instance call reads the receiver's <state>. A compiled
// Pattern is immutable (matcher, split, splitAsStream, asPredicate,
// pattern and flags read it), so two threads' calls on one make no pair
// (by their names, matcher and split were writes). Its Matcher is not:
// a Matcher's calls keep their effects.
var readOnly = map[string]bool{"java/util/regex/Pattern": true}

// builders are the JDK's string builders. Their calls read or write the
// receiver's <state> (builderRead), but, as for the stateless classes, no
// reference flows into or out of them: an appended object is turned into
// characters, and a builder's methods return either the builder itself
// (append, insert: the receiver, so chained calls keep their receiver), a
// String or a primitive. Their internal arrays are allocated inside the
// JDK, at one site for all builders, so it is the <state> of the builder
// object, allocated by the program, that stands for them: escape analysis
// of that object keeps a method's local builders (javac's string
// concatenation before Java 9) free of pairs.
var builders = map[string]bool{
	"java/lang/AbstractStringBuilder": true, "java/lang/StringBuilder": true, "java/lang/StringBuffer": true,
}

// IsBuilder reports whether class is one of the JDK's string builders.
func IsBuilder(class string) bool { return builders[class] }

// ReadsBuilderArgs reports whether JDK method j reads the characters of
// a string builder passed to it as an argument (after the receiver):
// the stateless classes' and the builders' own methods that take a
// CharSequence or an Object (String.valueOf(sb), new String(sb),
// sb2.append(sb), Objects.toString(sb), print(sb): they copy the
// builder's characters, through its toString or directly). Other JDK
// methods given a builder (a collection's add, put) keep a reference and
// do not read it.
func ReadsBuilderArgs(j JDKMethod) bool {
	return stateless[j.Class.Name] || builders[j.Class.Name] || j.Class.Name == "java/lang/CharSequence"
}

// builderRead are the builder methods that only read the builder; every
// other instance method (append, insert, delete, deleteCharAt, replace,
// reverse, setLength, setCharAt, appendCodePoint, ensureCapacity,
// trimToSize...) writes it.
var builderRead = map[string]bool{
	"length": true, "charAt": true, "codePointAt": true, "codePointBefore": true, "codePointCount": true,
	"offsetByCodePoints": true, "getChars": true, "indexOf": true, "lastIndexOf": true, "substring": true,
	"subSequence": true, "toString": true, "capacity": true, "chars": true, "codePoints": true,
	"compareTo": true, "isEmpty": true, "equals": true, "hashCode": true,
}

var readPrefixes = []string{"get", "is", "has", "contains", "size", "length", "peek", "element", "index",
	"lastIndex", "equals", "hashCode", "toString", "iterator", "listIterator", "stream", "keys", "keySet",
	"values", "entrySet", "first", "last", "charAt", "compare", "toArray", "clone", "capacity", "forEach",
	"spliterator", "subList", "headSet", "tailSet", "floor", "ceiling", "higher", "lower", "available",
	"remainingCapacity", "drainTo", "intValue", "longValue", "doubleValue", "floatValue", "search", "empty",
	"await", "signal", "validate", "tryOptimisticRead"}

// collectionTypes are the parameter types of a collection or map that a
// JDK method given one iterates (JDKCollectionArg).
var collectionTypes = map[string]bool{
	"Ljava/util/Collection;": true, "Ljava/lang/Iterable;": true, "Ljava/util/List;": true,
	"Ljava/util/Set;": true, "Ljava/util/SortedSet;": true, "Ljava/util/NavigableSet;": true,
	"Ljava/util/Queue;": true, "Ljava/util/Deque;": true, "Ljava/util/Map;": true,
	"Ljava/util/SortedMap;": true, "Ljava/util/NavigableMap;": true,
}

// JDKCollectionArg classifies the effect of JDK method j on the state of
// its i-th parameter (after the receiver) when that is a collection or a
// map: a constructor or instance method of java.util (and its
// subpackages) copies or iterates it, a read (new ArrayList<>(c),
// addAll, removeAll, containsAll, putAll, new HashMap<>(m)...), except
// drainTo, which adds to it, a write; so do the static copyOf of List,
// Set and Map and String.join. Collections' algorithms write the list
// they reorder or fill (sort, shuffle, reverse, swap, rotate, fill,
// replaceAll, addAll, copy's destination) and read what they search or
// copy (max, min, frequency, binarySearch, disjoint, copy's source...).
// Other static methods (Collections' wrappers keep a reference and read
// nothing) have no effect here.
func JDKCollectionArg(j JDKMethod, i int, param string) Effect {
	if !collectionTypes[param] {
		return NoEffect
	}
	cls, name := j.Class.Name, j.Method.Name
	if j.Method.IsStatic() {
		switch {
		case name == "copyOf" && (cls == "java/util/List" || cls == "java/util/Set" || cls == "java/util/Map"),
			cls == "java/lang/String" && name == "join":
			return ReadEffect
		case cls == "java/util/Collections":
			return collectionsArg[name][min(i, 1)]
		}
		return NoEffect
	}
	if !strings.HasPrefix(cls, "java/util/") {
		return NoEffect
	}
	if name == "drainTo" {
		return WriteEffect
	}
	return ReadEffect
}

// collectionsArg is the effect of a Collections algorithm on its first
// collection parameter and on the others.
var collectionsArg = map[string][2]Effect{
	"sort": {WriteEffect}, "shuffle": {WriteEffect}, "reverse": {WriteEffect}, "swap": {WriteEffect},
	"rotate": {WriteEffect}, "fill": {WriteEffect}, "replaceAll": {WriteEffect}, "addAll": {WriteEffect},
	"copy": {WriteEffect, ReadEffect}, "max": {ReadEffect}, "min": {ReadEffect}, "frequency": {ReadEffect},
	"binarySearch": {ReadEffect}, "disjoint": {ReadEffect, ReadEffect}, "indexOfSubList": {ReadEffect, ReadEffect},
	"lastIndexOfSubList": {ReadEffect, ReadEffect},
}

// nodeCall is a call instruction in a call-graph node.
type nodeCall struct {
	n *CGNode
	c *Call
}

// AccessOrdered returns the objects that may be LinkedHashMaps made with
// accessOrder true (new LinkedHashMap<>(cap, load, true), or a subclass
// whose constructor passes it to super): the receivers of their
// LinkedHashMap.<init>(IFZ)V calls whose last argument is not the
// constant false. Such a map's get and getOrDefault move the entry to the
// end of its linked list, a write (AccessWrites).
func (a *Analysis) AccessOrdered() Bitset {
	if a.accessOrdered == nil {
		a.accessOrdered = Bitset{}
		for _, nc := range a.accessOrderInits {
			a.accessOrdered.UnionWith(a.PointsTo(nc.n, nc.c.Args[0]))
		}
	}
	return a.accessOrdered
}

// AccessWrites reports whether JDK method j, a read by its name
// (JDKEffect), writes its receiver when that is an access-ordered
// LinkedHashMap (AccessOrdered): LinkedHashMap's get and getOrDefault.
func AccessWrites(j JDKMethod) bool {
	return j.Class.Name == "java/util/LinkedHashMap" && (j.Method.Name == "get" || j.Method.Name == "getOrDefault")
}

// AtomicUpdate reports whether a method named name is an atomic
// read-modify-write of its receiver (AtomicInteger, AtomicReference,
// AtomicStampedReference, the field updaters...): compareAndSet,
// compareAndExchange*, weakCompareAndSet*, getAndSet, getAndAdd,
// getAndIncrement, getAndUpdate... A write, though its name begins as a
// read's ("compare" is Comparator's, "get" a getter's).
func AtomicUpdate(name string) bool {
	return strings.HasPrefix(name, "compareAnd") || strings.HasPrefix(name, "weakCompareAndSet") || strings.HasPrefix(name, "getAnd")
}

// AtomicRMW reports whether JDK method j is an atomic read-modify-write
// of a java.util.concurrent.atomic object (AtomicInteger, AtomicLong,
// AtomicReference, the arrays, the field updaters, LongAdder,
// LongAccumulator...): the AtomicUpdate methods, incrementAndGet,
// decrementAndGet, addAndGet, updateAndGet, accumulateAndGet, and an
// adder's increment, decrement, add and accumulate. Two of them on one
// object are no data race: each reads and writes as one step, and no
// order of the two loses either (an order matters only to a read, which
// pairs with each of them). A plain set, lazySet or reset is not one: it
// may write what the thread computed from an earlier get.
func AtomicRMW(j JDKMethod) bool {
	if !strings.HasPrefix(j.Class.Name, "java/util/concurrent/atomic/") || j.Method.IsStatic() {
		return false
	}
	switch n := j.Method.Name; n {
	case "incrementAndGet", "decrementAndGet", "addAndGet", "updateAndGet", "accumulateAndGet",
		"increment", "decrement", "add", "accumulate":
		return true
	default:
		return AtomicUpdate(n)
	}
}

// JDKEffect classifies a summarized JDK method's effect on its receiver.
func JDKEffect(j JDKMethod) Effect {
	if j.Method.IsStatic() || j.Method.Name == "<init>" || stateless[j.Class.Name] {
		return NoEffect
	}
	if threadOwn[j.Class.Name] {
		return NoEffect
	}
	if j.Class.Name == "java/util/concurrent/ThreadPoolExecutor" && poolHook[j.Method.Name] {
		// The hooks a subclass overrides (super.afterExecute(r, t)) do
		// nothing in ThreadPoolExecutor.
		return NoEffect
	}
	if readOnly[j.Class.Name] {
		return ReadEffect
	}
	if builders[j.Class.Name] {
		if builderRead[j.Method.Name] {
			return ReadEffect
		}
		return WriteEffect
	}
	if (j.Method.Name == "readLock" || j.Method.Name == "writeLock") && strings.HasPrefix(retDesc(j.Method.Desc), "Ljava/util/concurrent/locks/") {
		// A ReadWriteLock's views, made with it (StampedLock's readLock
		// and writeLock, which return a stamp, acquire it: writes).
		return ReadEffect
	}
	if j.Class.Name == "java/util/concurrent/locks/StampedLock" && (j.Method.Name == "asReadLock" || j.Method.Name == "asWriteLock" || j.Method.Name == "asReadWriteLock") {
		// A StampedLock's views (lockView): made once and cached in a
		// field, they read the lock, as ReentrantReadWriteLock's do.
		return ReadEffect
	}
	if AtomicUpdate(j.Method.Name) {
		return WriteEffect
	}
	for _, p := range readPrefixes {
		if strings.HasPrefix(j.Method.Name, p) {
			if p == "drainTo" {
				return WriteEffect
			}
			return ReadEffect
		}
	}
	return WriteEffect
}

func (a *Analysis) recordJDK(n *CGNode, c Instruction, jm JDKMethod) {
	for _, x := range n.JDK[c] {
		if x.Method == jm.Method {
			return
		}
	}
	if n.JDK == nil {
		n.JDK = map[Instruction][]JDKMethod{}
	}
	n.JDK[c] = append(n.JDK[c], jm)
}

// jdkCall applies the summary of a JDK method called at c in node n. recv
// is the dispatched receiver object for virtual calls; for static and
// special calls recv is nil and args holds every argument.
func (a *Analysis) jdkCall(n *CGNode, c *Call, jm JDKMethod, recv *Object, args []int, dst int) {
	if n == nil {
		return
	}
	a.recordJDK(n, c, jm)
	cls, name := jm.Class.Name, jm.Method.Name
	var recvNode int
	if c.Kind != Static && recv == nil && len(args) > 0 {
		recvNode, args = args[0], args[1:]
	}
	// storeRecv adds src to field f of the receiver.
	storeRecv := func(f string, src int) {
		if src == 0 {
			return
		}
		if recv != nil {
			a.addEdge(src, a.field(recv, f), "")
		} else if recvNode != 0 {
			a.store(recvNode, f, src)
		}
	}
	// recvHolder returns a points-to node that holds the receiver.
	recvHolder := func() int {
		if recv == nil {
			return recvNode
		}
		x := a.newNode()
		a.addObj(x, recv)
		return x
	}
	loadRecv := func(f string, d int) {
		if recv != nil {
			a.addEdge(a.field(recv, f), d, "")
		} else if recvNode != 0 {
			a.load(recvNode, f, d)
		}
	}
	k := jdkKey{node: n.ID, pc: c.PC(), class: jm.Class.Name, name: jm.Method.Name, desc: jm.Method.Desc, recv: -1}
	if recv != nil {
		k.recv = recv.ID
	}
	if a.jdkDone[k] {
		return
	}
	a.jdkDone[k] = true
	if recv != nil && a.Prog.StopsTasks(jm) && !CommonPool(recv) {
		a.stopped.Add(recv.ID)
	}

	if i := StageFunction(cls, jm.Method); i >= 0 && i < len(args) && args[i] != 0 {
		// A CompletableFuture stage's function runs in the thread that
		// completes the stage before it (a pool thread) or, when that one
		// is complete, in the calling thread: a task thread, and (below)
		// a callback of this one. Its parameters get the receiver's
		// elements, as a callback's.
		t := a.startTask(n, c, args[i])
		elems := a.newNode()
		loadRecv("<elems>", elems)
		a.addVCall(args[i], &pendingCall{name: "<sam>", args: []int{elems, elems, elems, elems}, thread: t, callback: true})
		if rd := retDesc(jm.Method.Desc); dst != 0 && strings.HasPrefix(rd, "L") {
			// The stage's future (the summary object derived, below,
			// allocates for the call) completes after its function and
			// the stages it waits for (FutureTasks).
			o := a.alloc(n, c, 0, strings.TrimSuffix(strings.TrimPrefix(rd, "L"), ";"), SummaryObj)
			// The function runs only while the stage's future has no
			// result (uniApply's check), which its complete or cancel
			// may set first (taskstate.go).
			t.addState(o)
			st := stage{thread: t, recv: recv, recvNode: recvNode, either: strings.Contains(name, "Either")}
			if mt, err := classfile.ParseMethodDesc(jm.Method.Desc); err == nil && !st.either {
				for k, p := range mt.Params {
					if k < len(args) && (p == "Ljava/util/concurrent/CompletionStage;" || p == "Ljava/util/concurrent/CompletableFuture;") {
						st.others = append(st.others, args[k])
					}
				}
			}
			a.stages[o] = append(a.stages[o], st)
		}
	}
	if cls == "java/util/LinkedHashMap" && name == "<init>" && jm.Method.Desc == "(IFZ)V" && recvNode != 0 {
		// accessOrder, unless the argument is the constant false: the
		// map's get relinks its entries (AccessOrdered).
		if k, ok := c.Args[len(c.Args)-1].(*Const); !ok || k.Int != 0 {
			a.accessOrderInits = append(a.accessOrderInits, nodeCall{n, c})
		}
	}
	if cls == "java/util/concurrent/Phaser" && name == "<init>" && strings.HasPrefix(jm.Method.Desc, "(Ljava/util/concurrent/Phaser;") && len(args) > 0 {
		// A tiered Phaser: a child's register and arrivals may register
		// with, and arrive at, its parent (PhaserTiers).
		storeRecv(phaserParent, args[0])
	}
	if a.varHandleCall(n, c, jm, dst) || a.methodHandleCall(n, c, jm, recv, args, dst) {
		return
	}
	switch {
	case cls == "java/lang/Thread" && name == "start" && jm.Method.Desc == "()V":
		if recv != nil {
			a.startThread(n, c, recv)
		}
		return
	case cls == "java/lang/Thread" && name == "<init>":
		mt, _ := classfile.ParseMethodDesc(jm.Method.Desc)
		for i, p := range mt.Params {
			if p == "Ljava/lang/Runnable;" && i < len(args) {
				storeRecv("java/lang/Thread.target", args[i])
			}
		}
		return
	case cls == "java/lang/Thread" && name == "setUncaughtExceptionHandler" && len(args) == 1:
		// The handler runs in the thread, after its run method throws
		// (startThread).
		storeRecv("java/lang/Thread.uncaughtExceptionHandler", args[0])
		return
	case cls == "java/lang/Thread" && name == "setDaemon" && jm.Method.Desc == "(Z)V":
		// A daemon thread still runs while the hooks of a normal end
		// do (NonDaemonThreads), unless the argument is the constant
		// false.
		if k, ok := c.Args[len(c.Args)-1].(*Const); !ok || k.Int != 0 {
			a.daemonCalls = append(a.daemonCalls, nodeCall{n, c})
		}
		return
	case cls == "java/lang/Thread" && name == "setDefaultUncaughtExceptionHandler" && len(args) == 1:
		// The default handler runs in any thread whose run method throws
		// and that has no handler of its own (startThread).
		if args[0] != 0 {
			a.addEdge(args[0], a.static(defaultHandlerKey), "")
		}
		return
	case name == "newThread" && len(args) == 1 && a.Prog.IsSubtype(cls, "java/util/concurrent/ThreadFactory"):
		// A JDK thread factory (Executors.defaultThreadFactory) makes a
		// Thread that runs the Runnable: a thread object of this call,
		// whose start starts a thread as Thread(Runnable)'s does.
		if dst != 0 {
			o := a.alloc(n, c, 0, "java/lang/Thread", AllocObj)
			if args[0] != 0 {
				a.addEdge(args[0], a.field(o, "java/lang/Thread.target"), "")
			}
			a.addObj(dst, o)
		}
		return
	case cls == "java/lang/Thread" && name == "currentThread":
		if dst != 0 {
			for _, o := range n.Thread.Objs {
				a.addObj(dst, o)
			}
			if t := n.Thread; t.task && len(t.Objs) == 0 {
				if t.self == nil {
					t.self = a.newObject(&Object{Kind: SummaryObj, Class: "java/lang/Thread", Site: n.Func.Site(c.PC()),
						Pos: n.Func.SourcePos(c.PC()), Thread: t})
				}
				a.addObj(dst, t.self)
			}
		}
		return
	case cls == "java/lang/System" && name == "arraycopy" && len(args) == 5:
		tmp := a.newNode()
		a.load(args[0], "[]", tmp)
		a.store(args[2], "[]", tmp)
		return
	case cls == "java/util/concurrent/CompletableFuture" && name == "allOf" && c.Kind == Static && dst != 0:
		// allOf's future completes once every future of its array has
		// (FutureTasks), when the array is surely theirs (AllOfStages).
		if vals := AllOfStages(n.Func, c); vals != nil {
			o := a.alloc(n, c, 0, "java/util/concurrent/CompletableFuture", SummaryObj)
			st := stage{}
			for _, v := range vals {
				st.others = append(st.others, a.valueNode(n, v))
			}
			a.stages[o] = append(a.stages[o], st)
		} else if srcs := AllOfList(n.Func, c); srcs != nil {
			// allOf(list.toArray(...)) of the futures of these calls.
			o := a.alloc(n, c, 0, "java/util/concurrent/CompletableFuture", SummaryObj)
			st := stage{}
			for _, s := range srcs {
				st.others = append(st.others, a.valueNode(n, s.Dst))
			}
			a.stages[o] = append(a.stages[o], st)
		} else if len(args) == 1 && args[0] != 0 && AllOfStream(a.Prog, n.Func, c) {
			// allOf(s.map(x -> runAsync(...)).toArray(...)): the futures
			// are the array's elements (one object, or FutureTasks
			// joins nothing).
			o := a.alloc(n, c, 0, "java/util/concurrent/CompletableFuture", SummaryObj)
			elems := a.newNode()
			a.load(args[0], "[]", elems)
			a.stages[o] = append(a.stages[o], stage{others: []int{elems}})
		}
	case cls == "java/util/concurrent/CompletableFuture" && name == "anyOf" && c.Kind == Static && dst != 0 && len(args) == 1 && args[0] != 0:
		// anyOf's future is completed by whichever of its sources
		// completes first, in that source's completing thread (its
		// AnyOf relay): each source's task thread ends with a write of
		// the future's state (TaskEnd). The future itself is the
		// summary object derived, below, allocates for the call.
		o := a.alloc(n, c, 0, "java/util/concurrent/CompletableFuture", SummaryObj)
		srcs := a.newNode()
		a.load(args[0], "[]", srcs)
		a.anyOfs = append(a.anyOfs, anyOf{fut: o, srcs: srcs})
	case name == "fork" && jm.Method.Desc == "()Ljava/util/concurrent/ForkJoinTask;" && c.Kind != Static:
		// fork hands the task to the pool: a worker runs its compute
		// (or, if none steals it, the forking thread later does, which
		// the task thread covers too). fork returns the task.
		task := recvHolder()
		a.startForkJoin(n, c, task, true)
		if dst != 0 {
			a.addEdge(task, dst, "")
		}
		return
	case name == "invokeAll" && c.Kind == Static && a.Prog.IsSubtype(cls, "java/util/concurrent/ForkJoinTask") && len(args) > 0:
		// invokeAll(t1, t2), invokeAll(ts...) and invokeAll(collection)
		// fork every task but the first, compute the first in the
		// calling thread and return once all have completed: a task
		// thread of the call running each task's compute, which package
		// mhp joins after the call (static.Analysis.ForkJoined). The
		// collection form returns its collection.
		if len(args) == 2 {
			for _, x := range args {
				if x != 0 {
					a.startForkJoin(n, c, x, true)
				}
			}
		} else if h := a.held(args[0]); h != 0 {
			a.startForkJoin(n, c, h, true)
			if dst != 0 && retDesc(jm.Method.Desc) == "Ljava/util/Collection;" {
				a.addEdge(args[0], dst, "")
			}
		}
		return
	case name == "invoke" && jm.Method.Desc == "()Ljava/lang/Object;" && c.Kind != Static &&
		a.Prog.IsSubtype(cls, "java/util/concurrent/ForkJoinTask"):
		// task.invoke() computes the task (in the calling thread, or
		// waits for the worker that stole it) and returns once it has
		// completed: a task thread of the call, joined after it as
		// invokeAll's. Its result as any JDK call's (below).
		task := recvHolder()
		if task != 0 {
			a.startForkJoin(n, c, task, true)
		}
	case (name == "invoke" || name == "submit" || name == "execute") && len(args) == 1 &&
		strings.HasPrefix(jm.Method.Desc, "(Ljava/util/concurrent/ForkJoinTask;)") && a.Prog.IsSubtype(cls, "java/util/concurrent/ForkJoinPool"):
		// A ForkJoinPool runs the task's compute in a worker (package mhp
		// joins it after invoke, which returns once compute has); submit
		// returns the task. A shutdownNow cancels the tasks still queued
		// (taskstate.go).
		t := a.startForkJoin(n, c, args[0], false)
		exec := recvHolder()
		t.execs = append(t.execs, exec)
		if dst != 0 && name == "submit" {
			a.addEdge(args[0], dst, "")
		}
		return
	case name == "invokeAll" && a.Prog.IsSubtype(cls, "java/util/concurrent/ExecutorService") && len(args) > 0:
		// The collection's tasks run in pool threads (one multi-instance
		// task thread); the List returned holds a Future of each, done
		// (package mhp joins the thread after the call unless it has a
		// timeout).
		t := a.startTask(n, c, a.held(args[0]))
		var f *Object // the Futures, when the call cancels them or returns them
		if a.Prog.CancelsTasks(jm) || dst != 0 {
			f = a.alloc(n, c, 1, "java/util/concurrent/Future", SummaryObj)
		}
		if a.Prog.CancelsTasks(jm) {
			// With a timeout it cancels the tasks still unfinished
			// then, which may not have begun (taskstate.go).
			t.addState(f)
		}
		if dst != 0 {
			l := a.alloc(n, c, 0, "java/util/List", SummaryObj)
			a.futures[f] = t
			a.addObj(a.field(l, "<elems>"), f)
			a.addObj(dst, l)
		}
		return
	case name == "invokeAny" && a.Prog.IsSubtype(cls, "java/util/concurrent/ExecutorService") && len(args) > 0:
		// The collection's tasks run in pool threads, as invokeAll's;
		// invokeAny returns the result of one that has completed and
		// cancels the others, which may still be running: it joins none
		// (package mhp), and its cancel races with their start: the
		// tasks' Futures, which it keeps to itself, are their state
		// (taskstate.go). The result is a summary object.
		t := a.startTask(n, c, a.held(args[0]))
		t.addState(a.alloc(n, c, 1, "java/util/concurrent/Future", SummaryObj))
		if dst != 0 {
			a.addObj(dst, a.alloc(n, c, 0, "java/lang/Object", SummaryObj))
		}
		return
	case a.Prog.StartsTask(cls, name) && len(args) > 0:
		// The task runs in a thread of its own, not as a callback of this
		// one, and is not an element of the executor: submit returns a
		// Future (a fresh summary object), not the task.
		t := a.startTask(n, c, args[0])
		exec := recvHolder()
		// A shutdownNow (a Timer's cancel) drops the tasks still queued
		// (taskstate.go).
		t.execs = append(t.execs, exec)
		a.poolHooks(n, c, exec, args[0], t)
		if name == "execute" || name == "submit" {
			// A task the executor rejects (its queue full, or shut down)
			// goes to the executor's RejectedExecutionHandler, in the
			// calling thread: one given to its constructor or to
			// setRejectedExecutionHandler, among its elements. A
			// CallerRunsPolicy runs the task there and then (dispatch).
			h := a.newNode()
			loadRecv("<elems>", h)
			a.addVCall(h, &pendingCall{caller: n, instr: c, name: "rejectedExecution", desc: rejectedDesc,
				args: []int{args[0], exec}, thread: n.Thread, callback: true})
		}
		if dst != 0 {
			if class := strings.TrimSuffix(strings.TrimPrefix(retDesc(jm.Method.Desc), "L"), ";"); class != "V" {
				o := a.alloc(n, c, 0, class, SummaryObj)
				if name == "submit" || name == "supplyAsync" || name == "runAsync" {
					a.futures[o] = t
				}
				a.addObj(dst, o)
				if a.Prog.taskFuture(cls, name) {
					t.addState(o)
				}
			}
		}
		if cls == "java/util/Timer" {
			// A TimerTask's run begins with the Timer thread's check of
			// the task's state, which its cancel sets (taskstate.go).
			t.timer = true
		}
		return
	}
	// A parallel stream's functions run in the common pool's workers as
	// well as in the calling thread: a multi-instance task thread per
	// call site, which the pipeline's terminal operation joins.
	pipe, par := a.parallel[recv]
	if recv != nil && par && strings.HasPrefix(cls, "java/util/stream/") {
		if mt, err := classfile.ParseMethodDesc(jm.Method.Desc); err == nil {
			for i, p := range mt.Params {
				if i < len(args) && args[i] != 0 && functionalType(p) {
					t := a.startTask(n, c, args[i])
					elems := a.newNode()
					loadRecv("<elems>", elems)
					a.addVCall(args[i], &pendingCall{name: "<sam>", args: []int{elems, elems, elems, elems}, dst: a.callbackRet(n, c), thread: t, callback: true})
					pipe = append(pipe[:len(pipe):len(pipe)], t)
				} else if i < len(args) && args[i] != 0 && p == collectorDesc {
					// collect(collector): the collector's functions run
					// in the workers too (collectorFns): those of
					// Collector.of on its container first (a CONCURRENT
					// collector's one container, shared by the workers)
					// and the stream's elements; the others (Collectors'
					// classifiers, mappers) on the elements.
					elems := a.newNode()
					loadRecv("<elems>", elems)
					cont := a.newNode()
					a.load(args[i], collectorContainer, cont)
					var t *Thread
					for _, f := range [...]struct {
						field string
						args  []int
					}{{collectorOfFns, []int{cont, elems, cont, cont}}, {collectorFns, []int{elems, elems, elems, elems}}} {
						fns := a.newNode()
						a.load(args[i], f.field, fns)
						t = a.startTask(n, c, fns)
						a.addVCall(fns, &pendingCall{name: "<sam>", args: f.args, thread: t, callback: true})
					}
					// The workers reach the collector, and through it
					// its container (escape.go).
					t.tasks = append(t.tasks, args[i])
					pipe = append(pipe[:len(pipe):len(pipe)], t)
				}
			}
		}
	}
	var spls int // the Spliterators a stream made by StreamSupport reads
	if cls == "java/util/stream/StreamSupport" {
		// A stream over a Spliterator of the program's: its terminal
		// operation calls the Spliterator's methods (below), and a
		// parallel one's splits it and runs the halves in the common
		// pool's workers as well.
		var t *Thread
		if spls, t = a.spliteratorTask(n, c, jm.Method.Desc, args, mayBeParallel(c, jm.Method.Desc)); t != nil {
			pipe, par = append(pipe[:len(pipe):len(pipe)], t), true
		}
	}
	var cbRet int // what the functional objects a static call is given return
	if cls != "java/lang/Thread" && cls != "java/lang/Object" {
		cb := args
		if recvNode != 0 {
			cb = append([]int{recvNode}, args...)
		} else if recv != nil {
			k := a.newNode()
			a.addObj(k, recv)
			cb = append([]int{k}, args...)
		}
		// A functional object gets the receiver's elements (forEach);
		// what it returns becomes one (map, computeIfAbsent, orElseGet)
		// and may be the call's result.
		elems := a.newNode()
		loadRecv("<elems>", elems)
		ret := a.callbackRet(n, c)
		if cls == "java/util/stream/Collector" && name == "of" {
			// Collector.of: the accumulator and the combiner get the
			// container its supplier returns.
			a.addEdge(ret, elems, "")
		}
		a.callbacks(n, c, cb, elems, ret)
		if !stateless[cls] && !builders[cls] {
			storeRecv("<elems>", ret)
			if dst != 0 && c.Kind == Static {
				// Of the call's type; else an element of what it
				// returns (below: ThreadLocal.withInitial's supplier).
				a.addEdge(ret, dst, returnType(jm.Method.Desc))
				cbRet = ret
			} else if dst != 0 {
				a.addEdge(ret, dst, "")
			}
		}
	}
	if builders[cls] {
		// append and insert return the receiver (their descriptor names
		// the builder's own class, or the class the call names).
		if rd := retDesc(jm.Method.Desc); dst != 0 && c.Kind != Static && (rd == "L"+cls+";" || rd == "L"+c.Method.Class+";") {
			if recv != nil {
				a.addObj(dst, recv)
			} else {
				a.addEdge(recvNode, dst, "")
			}
		}
		return
	}
	if stateless[cls] {
		if dst != 0 && c.Kind == Static {
			for _, x := range args {
				a.addEdge(x, dst, returnType(jm.Method.Desc))
			}
			if cls == "java/lang/Enum" && name == "valueOf" {
				a.enumConstants(c, dst)
			}
			if cls == "java/util/Arrays" && strings.HasPrefix(retDesc(jm.Method.Desc), "L") {
				// asList, stream: a view of the array's elements.
				a.addObj(dst, a.derived(n, c, retDesc(jm.Method.Desc), dataArgs(jm.Method.Desc, args), nil))
			}
		}
		return
	}
	// An argument and what it holds become the receiver's elements: a
	// collection copied into another (addAll, new ArrayList<>(c)) hands
	// over its elements, not only itself.
	data := dataArgs(jm.Method.Desc, args)
	// collArg: a Collector argument hands on what it holds (its <elems>:
	// what its functions made, toMap's values, toCollection's
	// container, a downstream's), not itself (before, list.get of
	// collect(Collectors.toList())'s list returned the collector too).
	collArg := map[int]bool{}
	if mt, err := classfile.ParseMethodDesc(jm.Method.Desc); err == nil {
		for k, p := range mt.Params {
			if k < len(args) && p == collectorDesc {
				collArg[args[k]] = true
			}
		}
	}
	stageArg := map[int]bool{}
	if StageFunction(cls, jm.Method) >= 0 {
		// The other stage of thenCombine (thenAcceptBoth, runAfterBoth,
		// applyToEither...) hands its value to the function, not itself.
		if mt, err := classfile.ParseMethodDesc(jm.Method.Desc); err == nil {
			for k, p := range mt.Params {
				if k < len(args) && (p == "Ljava/util/concurrent/CompletionStage;" || p == "Ljava/util/concurrent/CompletableFuture;") {
					stageArg[args[k]] = true
				}
			}
		}
	}
	for _, x := range data {
		if !stageArg[x] && !collArg[x] {
			storeRecv("<elems>", x)
		}
		storeRecv("<elems>", a.held(x))
	}
	rd := retDesc(jm.Method.Desc)
	stream := strings.HasPrefix(rd, "Ljava/util/stream/") && strings.HasSuffix(rd, "Stream;") && name != "sequential"
	if !stream && c.Kind != Static && strings.HasPrefix(cls, "java/util/stream/") {
		// A terminal operation: the stream's Spliterators of the
		// program's run in the calling thread.
		x := a.newNode()
		loadRecv(spliteratorField, x)
		a.spliteratorCalls(x, &pendingCall{caller: n, instr: c, thread: n.Thread, callback: true})
	}
	if par && !stream && len(pipe) > 0 {
		site := n.Func.Site(c.PC())
		for _, t := range pipe {
			if !slices.Contains(a.parJoins[site], t) {
				a.parJoins[site] = append(a.parJoins[site], t)
			}
		}
	}
	if dst == 0 {
		return
	}
	if c.Kind == Static {
		// A static method may return an argument; not CompletableFuture's
		// (allOf, anyOf, completedFuture return a new future, below).
		if cls != "java/util/concurrent/CompletableFuture" {
			ps, rt := paramTypes(jm.Method.Desc), returnType(jm.Method.Desc)
			for k, x := range args {
				if k < len(ps) && taskParam[ps[k]] {
					// A task adapter's result stands for the task it
					// wraps (Executors.callable, ForkJoinTask.adapt):
					// a pool runs the task through it.
					a.addEdge(x, dst, "")
				} else {
					a.addEdge(x, dst, rt)
				}
			}
		}
	} else {
		loadRecv("<elems>", dst)
		// A method returning its own class may return the receiver
		// (a builder's chaining), but a CompletableFuture stage returns
		// a new future (the derived object below).
		if (rd == "L"+cls+";" || rd == "L"+c.Method.Class+";") && StageFunction(cls, jm.Method) < 0 {
			if recv != nil {
				a.addObj(dst, recv)
			} else {
				a.addEdge(recvNode, dst, "")
			}
		}
	}
	if v := a.lockView(recv, cls, name); v != nil {
		a.addObj(dst, v)
		return
	}
	if rd != "Ljava/lang/String;" {
		var from []int
		if c.Kind == Static {
			// List.of, Collections.unmodifiableList, Stream.of; what a
			// downstream collector holds (groupingBy, mapping)
			for _, x := range data {
				if collArg[x] {
					x = a.held(x)
				}
				from = append(from, x)
			}
			if cbRet != 0 {
				from = append(from[:len(from):len(from)], cbRet)
			}
		}
		o := a.derived(n, c, rd, from, loadRecv)
		if name == "newCondition" && rd == "Ljava/util/concurrent/locks/Condition;" && c.Kind != Static {
			// A Lock's Condition: its await releases and takes back
			// that lock (ConditionLocks).
			if h := recvHolder(); h != 0 {
				a.addEdge(h, a.field(o, conditionLock), "")
			}
		}
		if rd == collectorDesc && c.Kind == Static {
			// A collector (Collector.of, Collectors.toMap,
			// groupingByConcurrent...) holds its functions and those of
			// the collectors it is made from, which a parallel stream's
			// collect runs in its workers (above).
			if cls == "java/util/stream/Collector" && name == "of" {
				// Its container: what its supplier returns.
				a.addEdge(cbRet, a.field(o, collectorContainer), "")
			}
			fns := collectorFns
			if cls == "java/util/stream/Collector" && name == "of" {
				fns = collectorOfFns
			}
			ps := paramTypes(jm.Method.Desc)
			for k, x := range args {
				if k >= len(ps) || x == 0 {
					continue
				}
				if p := ps[k]; functionalType(p) {
					a.addEdge(x, a.field(o, fns), "")
				} else if p == collectorDesc {
					// A downstream collector's.
					a.load(x, collectorFns, a.field(o, collectorFns))
					a.load(x, collectorOfFns, a.field(o, collectorOfFns))
					a.load(x, collectorContainer, a.field(o, collectorContainer))
				}
			}
		}
		if stream {
			loadRecv(spliteratorField, a.field(o, spliteratorField))
			a.addEdge(spls, a.field(o, spliteratorField), "")
		}
		if stream && (par || name == "parallelStream" || name == "parallel") {
			a.parallel[o] = append(a.parallel[o], pipe...)
		}
		a.addObj(dst, o)
	}
}

// conditionLock is the pseudo-field of a Condition that holds the Lock
// whose newCondition made it.
const conditionLock = "<lock>"

// ConditionLocks returns the Locks whose newCondition made the
// Conditions of objs: the monitor a Condition's await leaves and enters
// again, and under which its signal is made.
func (a *Analysis) ConditionLocks(objs Bitset) Bitset {
	var out Bitset
	for id := range objs.Elems {
		out.UnionWith(a.FieldPointsTo(a.Objects[id], conditionLock))
	}
	return out
}

// phaserParent is the pseudo-field of a Phaser that holds the parent it
// was made with (new Phaser(parent, n)).
const phaserParent = "<parent>"

// PhaserTiers returns objs with the ancestors of the Phasers among them:
// a child Phaser registers with its parent when its first party
// registers, and arrives at it (or deregisters from it) when its own
// phase completes, inside the JDK, so a call on the child is a call on
// the parent's state too; its phase is the root's.
func (a *Analysis) PhaserTiers(objs Bitset) Bitset {
	out := objs.Clone()
	work := objs.Slice()
	for len(work) > 0 {
		id := work[len(work)-1]
		work = work[:len(work)-1]
		for p := range a.FieldPointsTo(a.Objects[id], phaserParent).Elems {
			if out.Add(p) {
				work = append(work, p)
			}
		}
	}
	return out
}

// collectorDesc is the descriptor of a java.util.stream.Collector;
// collectorOfFns and collectorFns the pseudo-fields of a collector that
// hold the functions given to Collector.of (a supplier, an accumulator
// and a combiner, which get the container) and to the other collectors'
// factories (Collectors.toMap's mappers, groupingByConcurrent's
// classifier, which get the stream's elements); collectorContainer the
// one that holds its container (what Collector.of's supplier returns).
const (
	collectorDesc      = "Ljava/util/stream/Collector;"
	collectorOfFns     = "<of-fns>"
	collectorFns       = "<fns>"
	collectorContainer = "<container>"
)

// returnType is the type a method of descriptor desc returns, as a
// points-to edge's filter: an argument a static JDK method may return
// flows to the call's result only if it is of that type. So
// String.format returns no argument of its varargs Object[] array, which
// before flowed, through the String, into whatever the String was put in
// (pricefeed's audit list) and escaped there.
func returnType(desc string) string {
	rd := retDesc(desc)
	if strings.HasPrefix(rd, "L") {
		return strings.TrimSuffix(rd[1:], ";")
	}
	if strings.HasPrefix(rd, "[") {
		return rd
	}
	return ""
}

// derived returns the summary object that JDK call c in node n returns
// (of the type of return descriptor rd), made from the receiver (loadRecv,
// nil for none) and the nodes from: an iterator, a stream, a view, a copy
// or an Optional of them. Its elements (and, for an array, its array
// elements) are the receiver's elements, the objects of from and what
// those hold, so that a chain such as list.iterator().next(),
// stream.map(f).collect(toList()).get(0) or map.entrySet() reaches the
// objects put in at the start.
func (a *Analysis) derived(n *CGNode, c Instruction, rd string, from []int, loadRecv func(f string, d int)) *Object {
	class := strings.TrimSuffix(strings.TrimPrefix(rd, "L"), ";")
	o := a.alloc(n, c, 0, class, SummaryObj)
	elems := a.field(o, "<elems>")
	if loadRecv != nil {
		loadRecv("<elems>", elems)
	}
	for _, x := range from {
		if x != 0 {
			a.addEdge(x, elems, "")
			a.addEdge(a.held(x), elems, "")
		}
	}
	if strings.HasPrefix(rd, "[") {
		a.addEdge(elems, a.field(o, "[]"), "")
	}
	return o
}

// dataArgs returns the arguments of a JDK call (after the receiver) that
// may become elements of what the call returns or changes: all but those
// of a functional parameter type (a Comparator, a java.util.function
// function, a Runnable or Callable), which are behaviour: what they
// return is an element instead (callbackRet).
func dataArgs(desc string, args []int) []int {
	mt, err := classfile.ParseMethodDesc(desc)
	if err != nil {
		return args
	}
	out := make([]int, 0, len(args))
	for i, x := range args {
		if i < len(mt.Params) && functionalType(mt.Params[i]) {
			continue
		}
		out = append(out, x)
	}
	return out
}

func functionalType(d string) bool {
	return strings.HasPrefix(d, "Ljava/util/function/") || d == "Ljava/lang/Runnable;" ||
		d == "Ljava/util/concurrent/Callable;" || d == "Ljava/util/Comparator;"
}

// held returns a node with what the objects of node x hold as a JDK
// collection (<elems>) or an array ([]), 0 for none.
func (a *Analysis) held(x int) int {
	if x == 0 {
		return 0
	}
	h := a.newNode()
	a.load(x, "<elems>", h)
	a.load(x, "[]", h)
	return h
}

// callbackRet returns the node of what the functional objects passed to
// the JDK call at instruction c of node n return.
func (a *Analysis) callbackRet(n *CGNode, c Instruction) int {
	k := [2]int{n.ID, c.PC()}
	r, ok := a.cbRets[k]
	if !ok {
		r = a.newNode()
		a.cbRets[k] = r
	}
	return r
}

// StageFunction returns the index, among the arguments after the
// receiver, of the function that a CompletableFuture stage method
// (thenApply, thenAccept, thenRun, thenCombine, thenCompose, whenComplete,
// handle, exceptionally, applyToEither... and their Async forms) runs, or
// -1 for any other method.
func StageFunction(cls string, m *classfile.Member) int {
	if cls != "java/util/concurrent/CompletableFuture" || m.IsStatic() {
		return -1
	}
	switch n := m.Name; {
	case strings.HasPrefix(n, "then"), strings.HasPrefix(n, "when"), strings.HasPrefix(n, "handle"),
		strings.HasPrefix(n, "exceptionally"), strings.HasPrefix(n, "runAfter"),
		strings.HasPrefix(n, "acceptEither"), strings.HasPrefix(n, "applyToEither"):
	default:
		return -1
	}
	mt, err := classfile.ParseMethodDesc(m.Desc)
	if err != nil {
		return -1
	}
	for i, p := range mt.Params {
		if strings.HasPrefix(p, "Ljava/util/function/") || p == "Ljava/lang/Runnable;" {
			return i
		}
	}
	return -1
}

// defaultHandlerKey is the static pseudo-field holding the handlers given
// to Thread.setDefaultUncaughtExceptionHandler.
const defaultHandlerKey = "java/lang/Thread.<defaultUncaughtExceptionHandler>"

// hooksKey is the static pseudo-field holding the Thread objects given to
// Runtime.addShutdownHook.
const hooksKey = "java/lang/Runtime.<shutdownHooks>"

// addHook models Runtime.addShutdownHook(hook) called at c in n (whatever
// the receiver: Runtime.getRuntime's result is no object of the
// analysis). A shutdown hook is a thread the VM starts at System.exit or
// at the program's normal end (the PEG's hook starts, package mhp): its
// Thread objects gather in a pseudo-field, each made an abstract thread
// running its run method (startThread).
func (a *Analysis) addHook(n *CGNode, c *Call, hook int) {
	if hook == 0 {
		return
	}
	_, seen := a.statics[hooksKey]
	hooks := a.static(hooksKey)
	a.addEdge(hook, hooks, "")
	if !seen { // the pseudo-field's one pending call, made with it
		a.addVCall(hooks, &pendingCall{caller: n, instr: c, hook: true})
	}
}

// HookObjs returns the Thread objects the program may register as
// shutdown hooks (Runtime.addShutdownHook), which the VM starts at
// System.exit (Runtime.exit) or once the program's non-daemon threads
// have ended; empty without a hook.
func (a *Analysis) HookObjs() Bitset {
	n, ok := a.statics[hooksKey]
	if !ok {
		return nil
	}
	return a.pts[n].Clone()
}

// NonDaemonThreads returns the threads that surely end before the
// shutdown hooks of a normal end start (the VM starts them once every
// non-daemon thread has ended): the threads of Thread objects that no
// setDaemon call may make daemons, made by such a thread (a thread
// inherits its creator's daemon status), other than main, the hooks and
// the executors' task threads (whose pools may be daemons).
func (a *Analysis) NonDaemonThreads() []*Thread {
	daemons := Bitset{}
	for _, nc := range a.daemonCalls {
		daemons.UnionWith(a.PointsTo(nc.n, nc.c.Args[0]))
	}
	hooks := a.HookObjs()
	var daemon func(t *Thread) bool
	daemon = func(t *Thread) bool {
		if t == a.Main {
			return false
		}
		if t.task || len(t.Objs) == 0 {
			return true
		}
		for _, o := range t.Objs {
			if daemons.Has(o.ID) || hooks.Has(o.ID) {
				return true
			}
		}
		return t.Parent != nil && daemon(t.Parent)
	}
	var out []*Thread
	for _, t := range a.SortedThreads() {
		if t != a.Main && !daemon(t) {
			out = append(out, t)
		}
	}
	return out
}

// ExitsVM reports whether a call of JDK method cls.name ends the program
// through its shutdown sequence, which starts the hooks:
// System.exit and Runtime.exit (not Runtime.halt).
func ExitsVM(cls, name string) bool {
	return name == "exit" && (cls == "java/lang/System" || cls == "java/lang/Runtime")
}

// EndsVM reports whether a call of JDK method cls.name ends the program and
// so never returns: System.exit and Runtime.exit (ExitsVM), and
// Runtime.halt, which runs no shutdown hook.
func EndsVM(cls, name string) bool {
	return ExitsVM(cls, name) || cls == "java/lang/Runtime" && name == "halt"
}

// StartsTask reports whether a call of JDK method cls.name hands its first
// argument, a task, to a thread that runs it: Executor.execute and
// submit, CompletionService.submit (also ScheduledExecutorService's schedule, scheduleAtFixedRate
// and scheduleWithFixedDelay), java.util.Timer's schedule and
// scheduleAtFixedRate of a TimerTask, and CompletableFuture.runAsync and
// supplyAsync. (The functions of a CompletableFuture's later stages,
// StageFunction, start task threads too.)
func (p *Program) StartsTask(cls, name string) bool {
	switch name {
	case "execute", "submit":
		return p.IsSubtype(cls, "java/util/concurrent/Executor") || name == "submit" && p.IsSubtype(cls, "java/util/concurrent/CompletionService")
	case "schedule", "scheduleAtFixedRate", "scheduleWithFixedDelay":
		return cls == "java/util/Timer" || p.IsSubtype(cls, "java/util/concurrent/ScheduledExecutorService")
	case "runAsync", "supplyAsync":
		return cls == "java/util/concurrent/CompletableFuture"
	}
	return false
}

// startTask models an executor running a task: a multi-instance abstract
// thread per call site.
func (a *Analysis) startTask(n *CGNode, c *Call, task int) *Thread {
	t := a.taskThread(n, c, task)
	a.runTask(&pendingCall{thread: t}, task)
	return t
}

// runTask makes the calls that run a task (a Runnable's run, a Callable's
// call, supplyAsync's Supplier's get) on the objects of node task, as
// pending calls like c (a task thread's entries, or callbacks of a call).
func (a *Analysis) runTask(c *pendingCall, task int) {
	for _, m := range [...][2]string{{"run", "()V"}, {"call", "()Ljava/lang/Object;"}, {"get", "()Ljava/lang/Object;"}} {
		pc := *c
		pc.name, pc.desc = m[0], m[1]
		a.addVCall(task, &pc)
	}
}

// poolHook are ThreadPoolExecutor's hooks, empty methods that its
// workers call around the tasks and once the pool has ended.
var poolHook = map[string]bool{"beforeExecute": true, "afterExecute": true, "terminated": true}

// poolHooks makes the calls a ThreadPoolExecutor makes around the tasks it
// runs, which a subclass of the program's may override (AfterHook): its
// worker threads call beforeExecute and afterExecute around each task,
// and terminated once the pool has ended (in the last worker, or in the
// thread that shuts the pool down when no worker is left: the task thread
// t covers both, since a worker ends after its tasks). The worker threads
// are made, in the thread that hands over the task (n), by the pool's
// ThreadFactory, given to its constructor or to the Executors method that
// made it: among the executor's elements, whose newThread is a callback of
// this call. Object exec holds the executor, task the task.
func (a *Analysis) poolHooks(n *CGNode, c *Call, exec, task int, t *Thread) {
	if exec == 0 {
		return
	}
	for _, h := range [...][2]string{
		{"beforeExecute", "(Ljava/lang/Thread;Ljava/lang/Runnable;)V"},
		{"afterExecute", "(Ljava/lang/Runnable;Ljava/lang/Throwable;)V"},
		{"terminated", "()V"},
	} {
		var args []int
		switch h[0] {
		case "beforeExecute":
			args = []int{0, task}
		case "afterExecute":
			args = []int{task, 0}
		}
		a.addVCall(exec, &pendingCall{name: h[0], desc: h[1], args: args, thread: t})
	}
	f := a.newNode()
	a.load(exec, "<elems>", f)
	made := a.newNode()
	a.addVCall(f, &pendingCall{caller: n, instr: c, name: "newThread", desc: "(Ljava/lang/Runnable;)Ljava/lang/Thread;",
		args: []int{a.newNode()}, dst: made, thread: n.Thread, callback: true})
	if c.Method.Name == "execute" {
		// A task given to execute that throws ends its worker, in which
		// the worker's uncaught-exception handler runs: one the factory
		// set on the threads it made, or the default handler. (submit's
		// Future keeps the exception.)
		h := a.newNode()
		a.load(made, "java/lang/Thread.uncaughtExceptionHandler", h)
		for _, x := range []int{h, a.static(defaultHandlerKey)} {
			a.addVCall(x, &pendingCall{name: "uncaughtException", desc: "(Ljava/lang/Thread;Ljava/lang/Throwable;)V", thread: t})
		}
	}
}

// rejectedDesc is RejectedExecutionHandler.rejectedExecution's descriptor.
const rejectedDesc = "(Ljava/lang/Runnable;Ljava/util/concurrent/ThreadPoolExecutor;)V"

// callerRuns is the JDK's RejectedExecutionHandler that runs a rejected
// task in the thread that handed it to the executor (unless the executor
// is shut down, where it drops it: not modelled, the task may run).
const callerRuns = "java/util/concurrent/ThreadPoolExecutor$CallerRunsPolicy"

// startForkJoin models a ForkJoinTask run by a pool worker (fork, or a
// ForkJoinPool's invoke, submit or execute): a multi-instance task thread
// per call site running the task's compute. forked: the call (fork,
// invokeAll, invoke()) hands the task to the pool of the worker that
// makes it, in a ForkJoinPool's task thread (TaskStart).
func (a *Analysis) startForkJoin(n *CGNode, c *Call, task int, forked bool) *Thread {
	t := a.taskThread(n, c, task)
	t.fj = true
	if forked && n.Thread.fj && !slices.Contains(t.forkers, n.Thread) {
		t.forkers = append(t.forkers, n.Thread)
	}
	a.addVCall(task, &pendingCall{name: "compute", desc: "()V", thread: t})
	a.addVCall(task, &pendingCall{name: "compute", desc: "()Ljava/lang/Object;", thread: t})
	return t
}

// taskThread returns the task thread of call site c in n (made the first
// time), with task among its tasks.
func (a *Analysis) taskThread(n *CGNode, c *Call, task int) *Thread {
	site := n.Func.Site(c.PC())
	key := "task:" + site.String()
	t := a.threadBy[key]
	if t == nil {
		pos := n.Func.SourcePos(c.PC())
		t = &Thread{ID: len(a.Threads), Name: "task@" + pos, Site: site, Pos: pos, Parent: n.Thread, Multi: true, task: true, start: CallSite{n, c}}
		a.Threads = append(a.Threads, t)
		a.threadBy[key] = t
		a.threadCalls = append(a.threadCalls, CallSite{n, c})
	}
	t.tasks = append(t.tasks, task)
	return t
}

// jdkKey is one summarized JDK call: a call instruction of a CG node to a
// JDK method, on one receiver object (-1: its receiver is a points-to node).
type jdkKey struct {
	node, pc          int
	class, name, desc string
	recv              int
}

// cbKey is one callback bound: the callback method callbackMethods[m] on the
// objects of points-to node x, at instruction pc of a CG node.
type cbKey struct {
	node, pc, x, m int
}

// callbackMethods are the methods JDK code commonly calls on the objects
// handed to it.
var callbackMethods = [][2]string{
	{"toString", "()Ljava/lang/String;"}, {"hashCode", "()I"}, {"equals", "(Ljava/lang/Object;)Z"},
	{"compareTo", "(Ljava/lang/Object;)I"}, {"compare", "(Ljava/lang/Object;Ljava/lang/Object;)I"},
	{"<sam>", ""},
}

// callbackParams are the numbers of parameters of callbackMethods.
var callbackParams = func() []int {
	out := make([]int, len(callbackMethods))
	for i, cm := range callbackMethods {
		mt, _ := classfile.ParseMethodDesc(cm[1])
		out[i] = len(mt.Params)
	}
	return out
}()

// callbackArgs is the number of arguments of all callbackMethods's calls
// on one object (a functional method's four included).
var callbackArgs = func() int {
	n := 0
	for i, cm := range callbackMethods {
		if cm[0] == "<sam>" {
			n += 4
		} else {
			n += callbackParams[i]
		}
	}
	return n
}()

// callbacks makes the objects of the given nodes receive the calls JDK
// code may make on them, as callees of instruction in.
// elems feeds the parameters of a lambda's functional method (0 for none).
// ret receives what a lambda's functional method returns (0 for nothing).
func (a *Analysis) callbacks(n *CGNode, in Instruction, nodes []int, elems, ret int) {
	for _, x := range nodes {
		if x == 0 {
			continue
		}
		// The calls and their arguments are allocated together (read
		// only once made).
		var calls []pendingCall
		var args []int
		for i, cm := range callbackMethods {
			k := cbKey{node: n.ID, pc: in.PC(), x: x, m: i}
			if a.cbDone[k] {
				continue
			}
			a.cbDone[k] = true
			if calls == nil {
				calls = make([]pendingCall, len(callbackMethods))
				args = make([]int, callbackArgs)
			}
			c := &calls[i]
			*c = pendingCall{caller: n, instr: in, name: cm[0], desc: cm[1], thread: n.Thread, callback: true}
			np := callbackParams[i]
			if cm[0] == "<sam>" {
				np, c.dst = 4, ret
				for j := range np {
					args[j] = elems
				}
			}
			c.args, args = args[:np:np], args[np:]
			a.addVCall(x, c)
		}
	}
}

// JDKWritesArray reports whether JDK method j writes the elements of its
// array parameter number i (System.arraycopy's destination, Arrays.fill,
// sort and setAll, a stream's read into a buffer); other array parameters
// are only read.
func JDKWritesArray(j JDKMethod, i int) bool {
	name := j.Method.Name
	switch {
	case j.Class.Name == "java/lang/System" && name == "arraycopy":
		return i == 2
	case j.Class.Name == "java/util/Arrays":
		return name == "fill" || name == "sort" || name == "parallelSort" || name == "setAll" ||
			name == "parallelSetAll" || name == "parallelPrefix"
	case strings.HasPrefix(name, "read") || name == "getChars" || name == "getBytes" || name == "toArray":
		return true
	}
	return false
}

// lockView returns the view that a ReentrantReadWriteLock's readLock or
// writeLock (name) returns for receiver object recv, or a StampedLock's
// asReadLock, asWriteLock or asReadWriteLock, or the readLock or
// writeLock of the last (StampedLock$ReadWriteLockView, which returns
// asReadLock's and asWriteLock's views); nil for another call: one object
// per lock object and view, as the JDK's fields readerLock and writerLock
// (StampedLock's readLockView, writeLockView, readWriteLockView) are,
// made where the lock is (so it stands for one runtime object when the
// lock does, Object.Once), of the view's own class, so that its lock()
// resolves there (a write view is exclusive, Program.ExclusiveLock).
// Before, each call site and thread had its own view, so two threads'
// writeLock() made two monitors and their write sections pairs; and a
// StampedLock's views were Lock-typed derived objects, whose lock()
// guarded nothing.
func (a *Analysis) lockView(recv *Object, cls, name string) *Object {
	if recv == nil {
		return nil
	}
	const rrwl, stamped = "java/util/concurrent/locks/ReentrantReadWriteLock", "java/util/concurrent/locks/StampedLock"
	var kind int
	var class string
	switch {
	case cls == rrwl && recv.Kind == AllocObj && name == "readLock":
		kind, class = 0, cls+"$ReadLock"
	case cls == rrwl && recv.Kind == AllocObj && name == "writeLock":
		kind, class = 1, cls+"$WriteLock"
	case cls == stamped && recv.Kind == AllocObj && name == "asReadLock":
		kind, class = 2, cls+"$ReadLockView"
	case cls == stamped && recv.Kind == AllocObj && name == "asWriteLock":
		kind, class = 3, cls+"$WriteLockView"
	case cls == stamped && recv.Kind == AllocObj && name == "asReadWriteLock":
		kind, class = 4, cls+"$ReadWriteLockView"
	case cls == stamped+"$ReadWriteLockView" && (name == "readLock" || name == "writeLock"):
		lock := a.viewLock[recv.ID]
		if lock == nil {
			return nil
		}
		recv, kind, class = lock, 2, stamped+"$ReadLockView"
		if name == "writeLock" {
			kind, class = 3, stamped+"$WriteLockView"
		}
	default:
		return nil
	}
	k := [2]int{recv.ID, kind}
	if v := a.views[k]; v != nil {
		return v
	}
	if a.views == nil {
		a.views = map[[2]int]*Object{}
		a.viewLock = map[int]*Object{}
	}
	v := a.newObject(&Object{Kind: SummaryObj, Class: class, Site: recv.Site, Pos: recv.Pos, Thread: recv.Thread, alloc: recv.alloc, instr: recv.instr})
	a.views[k] = v
	a.viewLock[v.ID] = recv
	// The lock holds its view in a field (the JDK's), so the view escapes
	// when the lock does (Escaped): two threads' lock() of a view got
	// anew from a shared lock contend.
	x := a.newNode()
	a.addObj(x, v)
	a.addEdge(x, a.field(recv, viewFields[kind]), "")
	return v
}

// viewFields name the fields in which a lock holds its views, by lockView's
// kind: ReentrantReadWriteLock's readerLock and writerLock, StampedLock's
// readLockView, writeLockView and readWriteLockView.
var viewFields = [...]string{"readerLock", "writerLock", "readLockView", "writeLockView", "readWriteLockView"}

// taskParam names the parameter types of a task a static JDK call may
// wrap into its result (Executors.callable, ForkJoinTask.adapt).
var taskParam = map[string]bool{
	"Ljava/lang/Runnable;":                  true,
	"Ljava/util/concurrent/Callable;":       true,
	"Ljava/util/concurrent/ForkJoinTask;":   true,
	"Ljava/util/concurrent/RunnableFuture;": true,
}

// paramTypes returns the descriptors of desc's parameters (none if desc
// does not parse).
func paramTypes(desc string) []string {
	mt, err := classfile.ParseMethodDesc(desc)
	if err != nil {
		return nil
	}
	return mt.Params
}

// enumConstants makes Enum.valueOf(E.class, name), which an enum's
// generated valueOf(String) calls, return E's constants: the objects of
// E's static enum fields. A class not named by a literal gives none.
func (a *Analysis) enumConstants(c *Call, dst int) {
	if len(c.Args) == 0 {
		return
	}
	lit, ok := c.Args[0].(*Const)
	if !ok || lit.Class == "" {
		return
	}
	cf := a.Prog.Class(lit.Class)
	if cf == nil {
		return
	}
	for _, f := range cf.Fields {
		if f.IsStatic() && f.AccessFlags&classfile.AccEnum != 0 {
			key := a.Prog.FieldKey(classfile.MemberRef{Class: lit.Class, Name: f.Name, Desc: f.Desc})
			a.addEdge(a.static(key), dst, "")
		}
	}
}

// spliteratorMethods are the methods of a Spliterator (and of its
// primitive forms) that a stream's evaluation calls on its source and on
// the spliterators trySplit returns.
var spliteratorMethods = func() [][2]string {
	out := [][2]string{
		{"estimateSize", "()J"}, {"getExactSizeIfKnown", "()J"}, {"characteristics", "()I"},
		{"hasCharacteristics", "(I)Z"}, {"getComparator", "()Ljava/util/Comparator;"},
	}
	for _, cons := range []string{"Consumer", "IntConsumer", "LongConsumer", "DoubleConsumer"} {
		for _, m := range []string{"tryAdvance", "forEachRemaining"} {
			ret := "Z"
			if m == "forEachRemaining" {
				ret = "V"
			}
			out = append(out, [2]string{m, "(Ljava/util/function/" + cons + ";)" + ret})
		}
	}
	out = append(out, [2]string{"tryAdvance", "(Ljava/lang/Object;)Z"}, [2]string{"forEachRemaining", "(Ljava/lang/Object;)V"})
	for _, s := range []string{"", "$OfInt", "$OfLong", "$OfDouble", "$OfPrimitive"} {
		out = append(out, [2]string{"trySplit", "()Ljava/util/Spliterator" + s + ";"})
	}
	return out
}()

// mayBeParallel reports whether StreamSupport call c (of descriptor
// desc) may make a parallel stream: its boolean parameter is not the
// constant false.
func mayBeParallel(c *Call, desc string) bool {
	ps := paramTypes(desc)
	for i, p := range ps {
		if p != "Z" {
			continue
		}
		if i < len(c.Args) {
			if k, ok := c.Args[i].(*Const); ok && k.Int == 0 {
				return false
			}
		}
		return true
	}
	return false
}

// spliteratorField is the pseudo-field of a stream that holds the
// Spliterators of the program's it reads (StreamSupport.stream's).
const spliteratorField = "<spliterators>"

// spliteratorTask returns a node of the Spliterators of StreamSupport
// call c in node n (its Spliterator arguments, or what its Supplier
// returns; 0 for none) and, when the stream may be parallel, models the
// common pool running them: a multi-instance task thread started at the
// call whose entries are the spliterators' methods, on them and on what
// their trySplit returns. The calling thread runs the same methods in
// the stream's terminal operation (jdkCall). What tryAdvance hands its
// Consumer is not followed (the Consumer is the JDK's; the pipeline's
// functions run as a stream's, jdkCall).
func (a *Analysis) spliteratorTask(n *CGNode, c *Call, desc string, args []int, parallel bool) (int, *Thread) {
	spls := a.newNode()
	given := false
	for i, p := range paramTypes(desc) {
		if i >= len(args) || args[i] == 0 {
			continue
		}
		switch {
		case strings.HasPrefix(p, "Ljava/util/Spliterator"):
			a.addEdge(args[i], spls, "")
			given = true
		case p == "Ljava/util/function/Supplier;":
			a.addEdge(a.callbackRet(n, c), spls, "")
			given = true
		}
	}
	if !given {
		return 0, nil
	}
	if !parallel {
		return spls, nil
	}
	t := a.taskThread(n, c, spls)
	t.repeats = true // a worker splits and advances any of them, in turn
	a.spliteratorCalls(spls, &pendingCall{thread: t, callback: true})
	return spls, t
}

// spliteratorCalls makes the calls like c of spliteratorMethods on the
// objects of node spls, and on what their trySplit returns.
func (a *Analysis) spliteratorCalls(spls int, c *pendingCall) {
	split := a.newNode()
	a.addEdge(split, spls, "")
	for _, m := range spliteratorMethods {
		pc := *c
		pc.name, pc.desc = m[0], m[1]
		if m[0] == "trySplit" {
			pc.dst = split
		}
		a.addVCall(spls, &pc)
	}
}

// RepeatsEntries reports whether task thread t runs its entries any
// number of times and in any order, not one of them: a parallel stream's
// worker calls a Spliterator's trySplit, estimateSize and tryAdvance.
func (t *Thread) RepeatsEntries() bool { return t.repeats }
