package vm

import (
	"hash/fnv"
	"math"
	"sort"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"weft/classfile"
)

// natives maps "class.name+desc" to a native peer. A peer replaces the
// method whether or not it is declared native in java.base (model methods).
var natives = map[string]nativeFn{}

// AvailableProcessors is what Runtime.availableProcessors returns in the
// VM: two, so that the common ForkJoinPool (parallel streams,
// CompletableFuture's async methods without an executor) has one worker
// beside the thread that uses it, whatever machine weft runs on.
const AvailableProcessors = 2

// oneCPUSpin: Exchanger's <clinit> reads Runtime.availableProcessors
// as 1, as on a one-CPU machine, whatever AvailableProcessors is. Its
// NCPU only sizes how long an exchange spins before it parks (1024
// rounds of a xorshift with a Thread.yield every 512, about 65,000
// bytecodes, when NCPU > 1; one round when 1) and whether it may spread
// over an arena of slots (only when NCPU > 1): what an exchange returns
// is the same. The VM runs one thread at a time, so the spin can only
// end by a switch at one of its yields; with Config.AtomicSync, where
// an exchange is one step and its yields are no points (syncYield), it
// ran out every time before the thread parked (vm.TestExchangeSpin).
// The common ForkJoinPool and the other JDK classes still see
// AvailableProcessors.

// clinitOverrides replace a class's <clinit> (classes whose static
// initialization would start JDK service threads or read VM internals).
var clinitOverrides = map[string]func(v *VM, t *Thread, c *Class) error{}

func reg(key string, fn nativeFn) { natives[key] = fn }

func noop(v *VM, t *Thread, a []uint64) (uint64, error) { return 0, nil }

func retConst(k uint64) nativeFn {
	return func(v *VM, t *Thread, a []uint64) (uint64, error) { return k, nil }
}

func (v *VM) bindNatives(c *Class) {
	for _, m := range c.methods {
		if fn := natives[c.Name+"."+m.key]; fn != nil {
			m.native = fn
		}
	}
	v.bindInputs(c)
}

// throwNew constructs and throws a Java exception from a native.
func (v *VM) throwNew(t *Thread, cname, msg string) error {
	h, err := v.newThrowable(t, cname, msg)
	if err != nil {
		return err
	}
	return &javaThrow{h}
}

// throwVM makes t throw a new exception of class cname.
func (v *VM) throwVM(t *Thread, cname, msg string) {
	h, err := v.newThrowable(t, cname, msg)
	if err != nil {
		if v.fatal == nil {
			v.fatal = err
		}
		return
	}
	if cname == "java/lang/NullPointerException" && msg == "" {
		v.setNPEMessage(t, h)
	}
	t.exc = h
}

// newThrowable runs the exception's constructor (message or no-arg) nested.
func (v *VM) newThrowable(t *Thread, cname, msg string) (Ref, error) {
	c, err := v.loadClass(cname)
	if err != nil {
		return 0, err
	}
	if exc, err := v.initClass(t, c); err != nil || exc != 0 {
		return exc, err
	}
	h := v.newObject(t, c)
	if cname == "java/lang/StackOverflowError" {
		// No constructor: there is no stack left to run it on.
		o := v.obj(h)
		o.native = v.backtrace(t, 0)
		o.slots[v.thrCause] = h
		return h, nil
	}
	var ctor *Method
	args := []uint64{h}
	if msg == "" {
		ctor = c.methods["<init>()V"]
	}
	if ctor == nil {
		ctor = c.methods["<init>(Ljava/lang/String;)V"]
		var s Ref
		if msg != "" {
			s = v.newString(t, msg)
		}
		args = append(args, s)
	}
	if ctor == nil {
		return 0, vmErrorf("%s has no usable constructor", cname)
	}
	_, exc, err := v.callNested(t, ctor, args)
	if err != nil {
		return 0, err
	}
	if exc != 0 {
		return exc, nil
	}
	return h, nil
}

func (v *VM) newThrowableCause(t *Thread, cname string, cause Ref) (Ref, error) {
	c, err := v.loadClass(cname)
	if err != nil {
		return 0, err
	}
	if exc, err := v.initClass(t, c); err != nil || exc != 0 {
		return exc, err
	}
	h := v.newObject(t, c)
	ctor := c.methods["<init>(Ljava/lang/Throwable;)V"]
	if ctor == nil {
		return v.newThrowable(t, cname, "")
	}
	_, exc, err := v.callNested(t, ctor, []uint64{h, cause})
	if err != nil || exc != 0 {
		return exc, err
	}
	return h, nil
}

// mirror returns the java.lang.Class object of c.
func (v *VM) mirror(t *Thread, c *Class) Ref {
	if c.mirror != 0 {
		return c.mirror
	}
	h := v.newObject(nil, v.cClass) // permanent: not named by t
	o := v.obj(h)
	o.native = c
	o.perm = true
	o.shared = true
	o.id = mirrorID(c) // as an interned string's
	c.mirror = h
	v.notePerm(h)
	if c.IsArray() {
		if f := v.cClass.findField("componentType"); f != nil {
			v.obj(h).slots[f.Slot] = v.mirror(nil, c.elem)
		}
	}
	v.keepPristine(h)
	return h
}

// mirrorID is the ObjectID of c's mirror.
func mirrorID(c *Class) ObjectID {
	return ObjectID{Thread: mirrorThread, Site: classfile.Site{Class: c.Name}}
}

func (v *VM) classOf(h Ref) *Class {
	if h == 0 {
		return nil
	}
	c, _ := v.obj(h).native.(*Class)
	return c
}

func (v *VM) threadName(t *Thread) string {
	if t.obj == 0 {
		return "main"
	}
	if f := v.cThread.findField("name"); f != nil {
		return v.goString(v.obj(t.obj).slots[f.Slot])
	}
	return "?"
}

func (v *VM) fieldSlot(c *Class, name string) int {
	f := c.findField(name)
	if f == nil {
		panic("BUG: no field " + c.Name + "." + name)
	}
	return f.Slot
}

func (v *VM) getField(h Ref, c *Class, name string) uint64 {
	return v.obj(h).slots[v.fieldSlot(c, name)]
}

func (v *VM) setField(h Ref, c *Class, name string, val uint64) {
	v.mut(h).slots[v.fieldSlot(c, name)] = val
}

// identityHash is a deterministic identity hash derived from the object's
// stable identity.
func (v *VM) identityHash(h Ref) int32 {
	o := v.obj(h)
	f := fnv.New32a()
	f.Write([]byte(o.id.String()))
	x := int32(f.Sum32() & 0x7fffffff)
	if x == 0 {
		x = 1
	}
	return x
}

// boot creates the main thread and initializes the core library classes.
func (v *VM) boot() (*Thread, error) {
	t := &Thread{ID: 0, stack: make([]uint64, 4096)}
	v.threads = []*Thread{t}
	v.live = 1
	v.current = t
	for i, d := range []byte{0, 0, 0, 0, 'Z', 'C', 'F', 'D', 'B', 'S', 'I', 'J'} {
		if d != 0 {
			c, err := v.arrayClass("[" + string(d))
			if err != nil {
				return nil, err
			}
			v.primArrays[i] = c
		}
	}
	for _, n := range []string{"java/lang/Object", "java/lang/String", "java/lang/System", "java/lang/Class", "java/lang/ThreadGroup", "java/lang/Thread"} {
		c, err := v.loadClass(n)
		if err != nil {
			return nil, err
		}
		if exc, err := v.initClass(t, c); err != nil {
			return nil, err
		} else if exc != 0 {
			return nil, vmErrorf("initializing %s threw %s", n, v.obj(exc).class.Name)
		}
	}
	// The main thread and its group, made without running constructors.
	tg := v.mustClass("java/lang/ThreadGroup")
	g := v.newObject(t, tg)
	v.setField(g, tg, "name", v.newString(t, "main"))
	v.setField(g, tg, "maxPriority", 10)
	th := v.newObject(t, v.cThread)
	t.obj = th
	v.obj(th).native = 0
	v.nextTID = 1
	v.setField(th, v.cThread, "name", v.newString(t, "main"))
	v.setField(th, v.cThread, "priority", 5)
	v.setField(th, v.cThread, "group", g)
	v.setField(th, v.cThread, "tid", 1)
	v.setField(th, v.cThread, "threadStatus", 5)
	v.setField(th, v.cThread, "blockerLock", v.newObject(t, v.cObject))
	// System.out and System.err.
	ps := v.mustClass("java/io/PrintStream")
	if exc, err := v.initClass(t, ps); err != nil || exc != 0 {
		return nil, vmErrorf("initializing java.io.PrintStream failed: %v", err)
	}
	sys := v.mustClass("java/lang/System")
	for _, s := range []struct {
		name string
		fd   int
	}{{"out", 1}, {"err", 2}} {
		h := v.newObject(t, ps)
		v.obj(h).native = s.fd
		f := sys.findField(s.name)
		v.mut(v.cs(sys.id).statics).slots[f.Slot] = h
	}
	if err := v.bootStdin(); err != nil {
		return nil, err
	}
	if f := sys.findField("lineSeparator"); f != nil {
		v.mut(v.cs(sys.id).statics).slots[f.Slot] = v.newString(t, "\n")
	}
	// System.props, for the library code that reads properties directly.
	if f := sys.findField("props"); f != nil {
		pc := v.mustClass("java/util/Properties")
		if exc, err := v.initClass(t, pc); err != nil || exc != 0 {
			return nil, vmErrorf("initializing java.util.Properties failed: %v", err)
		}
		p := v.newObject(t, pc)
		if _, exc, err := v.callNested(t, pc.methods["<init>()V"], []uint64{p}); err != nil || exc != 0 {
			return nil, vmErrorf("creating the system properties failed: %v", err)
		}
		keys := make([]string, 0, len(sysProps))
		for k := range sysProps {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		set := pc.methods["setProperty(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/Object;"]
		for _, k := range keys {
			val, _ := v.sysProp(k)
			if _, exc, err := v.callNested(t, set, []uint64{p, v.newString(t, k), v.newString(t, val)}); err != nil || exc != 0 {
				return nil, vmErrorf("setting system property %s failed: %v", k, err)
			}
		}
		v.mut(v.cs(sys.id).statics).slots[f.Slot] = p
	}
	// SharedSecrets.getJavaLangAccess(), used by EnumMap, String helpers …
	if m := sys.methods["setJavaLangAccess()V"]; m != nil {
		if _, exc, err := v.callNested(t, m, nil); err != nil || exc != 0 {
			return nil, vmErrorf("System.setJavaLangAccess failed: %v", err)
		}
	}
	for _, n := range []string{"java/lang/Throwable", "java/lang/Integer", "java/lang/Character"} {
		c, err := v.loadClass(n)
		if err != nil {
			return nil, err
		}
		if exc, err := v.initClass(t, c); err != nil {
			return nil, err
		} else if exc != 0 {
			return nil, vmErrorf("initializing %s threw %s", n, v.obj(exc).class.Name)
		}
	}
	v.endBoot()
	return t, nil
}

// write sends program output to stdout (fd 1) or stderr (fd 2).
func (v *VM) write(fd int, s string) {
	if fd == 2 {
		v.out.Flush()
		v.errw.WriteString(s)
		v.errw.Flush()
		return
	}
	v.out.WriteString(s)
}

// javaOut converts UTF-16 to the bytes System.out prints (UTF-8, lone
// surrogates as '?').
func javaOut(cs []uint16) string {
	var b strings.Builder
	for i := 0; i < len(cs); i++ {
		c := cs[i]
		if utf16.IsSurrogate(rune(c)) {
			if c < 0xdc00 && i+1 < len(cs) && cs[i+1] >= 0xdc00 && cs[i+1] <= 0xdfff {
				b.WriteRune(utf16.DecodeRune(rune(c), rune(cs[i+1])))
				i++
				continue
			}
			b.WriteByte('?')
			continue
		}
		if c < utf8.RuneSelf {
			b.WriteByte(byte(c))
		} else {
			b.WriteRune(rune(c))
		}
	}
	return b.String()
}

func (v *VM) streamFD(h Ref) (int, bool) {
	fd, ok := v.obj(h).native.(int)
	return fd, ok && fd > 0
}

func (v *VM) javaString(t *Thread, h Ref) (string, error) {
	if h == 0 {
		return "null", nil
	}
	if v.obj(h).class == v.cString {
		return v.goString(h), nil
	}
	r, exc, err := v.invokeVirtualNested(t, h, "toString()Ljava/lang/String;")
	if err != nil {
		return "", err
	}
	if exc != 0 {
		return "", &javaThrow{exc}
	}
	return v.goString(r), nil
}

func init() {
	for _, c := range []string{"java/lang/Object", "java/lang/System", "java/lang/Class", "java/lang/Thread",
		"jdk/internal/misc/Unsafe", "jdk/internal/misc/VM", "java/lang/ClassLoader", "jdk/internal/misc/ScopedMemoryAccess",
		"java/lang/Runtime", "java/lang/ref/Reference", "java/lang/String", "jdk/internal/misc/Signal"} {
		reg(c+".registerNatives()V", noop)
	}
	reg("jdk/internal/misc/VM.initialize()V", noop)
	reg("jdk/internal/misc/VM.initLevel()I", retConst(4))
	reg("jdk/internal/misc/VM.isBooted()Z", retConst(1))
	reg("jdk/internal/misc/VM.getSavedProperty(Ljava/lang/String;)Ljava/lang/String;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return 0, nil
	})
	reg("jdk/internal/misc/VM.isSystemDomainLoader(Ljava/lang/ClassLoader;)Z", retConst(1))
	reg("jdk/internal/misc/CDS.isDumpingClassList0()Z", retConst(0))
	reg("jdk/internal/misc/CDS.isDumpingArchive0()Z", retConst(0))
	reg("jdk/internal/misc/CDS.isSharingEnabled0()Z", retConst(0))
	reg("jdk/internal/misc/CDS.initializeFromArchive(Ljava/lang/Class;)V", noop)
	reg("jdk/internal/misc/CDS.getRandomSeedForDumping()J", retConst(0))
	reg("jdk/internal/misc/CDS.logLambdaFormInvoker(Ljava/lang/String;)V", noop)
	reg("java/lang/StringUTF16.isBigEndian()Z", retConst(0))
	reg("java/lang/NullPointerException.getExtendedNPEMessage()Ljava/lang/String;", retConst(0))
	reg("java/security/AccessController.getStackAccessControlContext()Ljava/security/AccessControlContext;", retConst(0))
	reg("java/security/AccessController.getInheritedAccessControlContext()Ljava/security/AccessControlContext;", retConst(0))
	reg("java/security/AccessController.ensureMaterializedForStackWalk(Ljava/lang/Object;)V", noop)
	reg("java/lang/System.getSecurityManager()Ljava/lang/SecurityManager;", retConst(0))
	// A fixed count, not the host's: a pool sized by it (the common
	// ForkJoinPool has one worker fewer) must have the same threads on
	// every machine, or explorations and traces would differ between a
	// laptop and CI.
	reg("java/lang/Runtime.availableProcessors()I", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		if len(t.frames) > 0 && t.frames[len(t.frames)-1].m.Class.Name == "java/util/concurrent/Exchanger" {
			return 1, nil // oneCPUSpin
		}
		return AvailableProcessors, nil
	})
	reg("java/lang/Runtime.freeMemory()J", retConst(200<<20))
	reg("java/lang/Runtime.totalMemory()J", retConst(256<<20))
	reg("java/lang/Runtime.maxMemory()J", retConst(4<<30))
	reg("java/lang/Runtime.gc()V", noop)
	// System.loadLibrary and System.load: the JDK's NativeLibraries are not
	// set up (a NullPointerException inside ClassLoader.loadLibrary, where
	// java loads the library or throws UnsatisfiedLinkError), and the VM
	// could not run the library's code anyway.
	for _, m := range []string{"loadLibrary0", "load0"} {
		reg("java/lang/Runtime."+m+"(Ljava/lang/Class;Ljava/lang/String;)V", func(v *VM, t *Thread, a []uint64) (uint64, error) {
			return 0, vmErrorf("loading the native library %q (System.loadLibrary, System.load) is not modelled: weft's VM runs no native code", v.goString(a[2]))
		})
	}
	reg("java/lang/System.gc()V", noop)
	// A Cleaner's thread (the common one: "Common-Cleaner", which a
	// java.util.Timer registers with) runs the actions of objects that
	// have become phantom reachable: the VM collects no garbage, so the
	// thread would only wake from its 60 s timed wait forever, and a
	// program whose other threads are all blocked would never be a
	// deadlock but a run cut after MaxPoints. The Cleaner works without
	// it (register, and clean() called by the program); it is not started.
	reg("jdk/internal/ref/CleanerImpl.start(Ljava/lang/ref/Cleaner;Ljava/util/concurrent/ThreadFactory;)V", noop)
	reg("java/lang/Thread.setPriority0(I)V", noop)
	reg("java/lang/Thread.setNativeName(Ljava/lang/String;)V", noop)
	reg("java/lang/Thread.clearInterruptEvent()V", noop)
	reg("java/lang/Float.floatToRawIntBits(F)I", func(v *VM, t *Thread, a []uint64) (uint64, error) { return a[0] & 0xffffffff, nil })
	reg("java/lang/Float.intBitsToFloat(I)F", func(v *VM, t *Thread, a []uint64) (uint64, error) { return a[0] & 0xffffffff, nil })
	reg("java/lang/Double.doubleToRawLongBits(D)J", func(v *VM, t *Thread, a []uint64) (uint64, error) { return a[0], nil })
	reg("java/lang/Double.longBitsToDouble(J)D", func(v *VM, t *Thread, a []uint64) (uint64, error) { return a[0], nil })
	reg("java/lang/ref/Reference.refersTo0(Ljava/lang/Object;)Z", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return boolSlot(v.getField(a[0], v.mustClass("java/lang/ref/Reference"), "referent") == a[1]), nil
	})
	reg("java/lang/ref/Reference.clear0()V", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		v.setField(a[0], v.mustClass("java/lang/ref/Reference"), "referent", 0)
		return 0, nil
	})
	reg("java/lang/ref/PhantomReference.refersTo0(Ljava/lang/Object;)Z", natives["java/lang/ref/Reference.refersTo0(Ljava/lang/Object;)Z"])
	clinitOverrides["java/lang/ref/Reference"] = func(v *VM, t *Thread, c *Class) error {
		if f := c.fields["processPendingLock"]; f != nil {
			v.mut(v.cs(c.id).statics).slots[f.Slot] = v.newObject(t, v.cObject)
		}
		return nil
	}

	// Object.
	reg("java/lang/Object.hashCode()I", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return uint64(uint32(v.identityHash(a[0]))), nil
	})
	reg("java/lang/System.identityHashCode(Ljava/lang/Object;)I", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		if a[0] == 0 {
			return 0, nil
		}
		return uint64(uint32(v.identityHash(a[0]))), nil
	})
	reg("java/lang/Object.getClass()Ljava/lang/Class;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return v.mirror(t, v.obj(a[0]).class), nil
	})
	reg("java/lang/Object.clone()Ljava/lang/Object;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		o := v.obj(a[0])
		if !o.class.IsArray() && !o.class.isSubclassOf(v.mustClass("java/lang/Cloneable")) {
			return 0, v.throwNew(t, "java/lang/CloneNotSupportedException", classfile.DottedName(o.class.Name))
		}
		h := v.alloc(t, o.class, len(o.slots))
		copy(v.obj(h).slots, v.obj(a[0]).slots)
		return h, nil
	})
	reg("java/lang/Object.notify()V", func(v *VM, t *Thread, a []uint64) (uint64, error) { return v.notify(t, a[0], false) })
	reg("java/lang/Object.notifyAll()V", func(v *VM, t *Thread, a []uint64) (uint64, error) { return v.notify(t, a[0], true) })
	reg("java/lang/Object.wait(J)V", func(v *VM, t *Thread, a []uint64) (uint64, error) { return v.wait(t, a[0], int64(a[1])) })

	// System.
	reg("java/lang/System.arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V", arraycopy)
	reg("java/lang/System.nanoTime()J", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		if v.clockPoint(t) {
			return 0, errBlocked
		}
		v.clockRead(t, false)
		return uint64(v.clock), nil
	})
	reg("java/lang/System.currentTimeMillis()J", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		if v.clockPoint(t) {
			return 0, errBlocked
		}
		v.clockRead(t, false)
		return uint64(epochMillis + v.clock/1e6), nil
	})
	// VM.getNanoTimeAdjustment(offset): the wall clock (Instant.now,
	// Clock.systemUTC) in nanoseconds since offset seconds after the epoch,
	// -1 when that does not fit a long (as HotSpot, which answers -1 for an
	// offset more than 2^32 seconds away).
	reg("jdk/internal/misc/VM.getNanoTimeAdjustment(J)J", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		if v.clockPoint(t) {
			return 0, errBlocked
		}
		v.clockRead(t, false)
		now := epochMillis*1_000_000 + v.clock
		off := int64(a[0])
		if d := now/1_000_000_000 - off; d > 1<<32 || d < -(1<<32) {
			return uint64(^uint64(0)), nil
		}
		return uint64(now - off*1_000_000_000), nil
	})
	reg("java/lang/System.exit(I)V", sysExit)
	reg("java/lang/Runtime.exit(I)V", func(v *VM, t *Thread, a []uint64) (uint64, error) { return sysExit(v, t, a[1:]) })
	// Reached from sysExit's Shutdown.exit when the program registered
	// shutdown hooks: the hooks have run, the VM ends.
	reg("java/lang/Shutdown.halt0(I)V", halt)
	reg("java/lang/Shutdown.beforeHalt()V", retConst(0))
	reg("java/lang/Runtime.halt(I)V", func(v *VM, t *Thread, a []uint64) (uint64, error) { return halt(v, t, a[1:]) })
	reg("java/lang/System.lineSeparator()Ljava/lang/String;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return v.internChars(t, []uint16{'\n'}), nil
	})
	reg("java/lang/System.getProperty(Ljava/lang/String;)Ljava/lang/String;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return v.property(t, a[0], 0)
	})
	reg("java/lang/System.getProperty(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return v.property(t, a[0], a[1])
	})
	reg("java/lang/System.getenv(Ljava/lang/String;)Ljava/lang/String;", retConst(0))
	reg("java/util/concurrent/atomic/AtomicLong.VMSupportsCS8()Z", retConst(1))
	reg("jdk/internal/util/ArraysSupport.vectorizedMismatch(Ljava/lang/Object;JLjava/lang/Object;JII)I", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		// (a, aOffset, b, bOffset, length, log2ArrayIndexScale), the
		// offsets longs of two slots each. weft's arrays have base offset 0
		// and index scale 1 (Unsafe.arrayBaseOffset0, arrayIndexScale0),
		// so offsets are element indexes. Every element is compared, as
		// raw values (the callers handle NaNs): the result is the first
		// mismatching index from the offsets, or ~0 (no tail left to
		// compare).
		x, y := v.obj(a[0]).slots, v.obj(a[3]).slots
		xo, yo, n := int64(a[1]), int64(a[4]), int64(int32(a[6]))
		if xo < 0 || yo < 0 || n < 0 || xo+n > int64(len(x)) || yo+n > int64(len(y)) {
			return 0, vmErrorf("ArraysSupport.vectorizedMismatch: range out of bounds")
		}
		for i := int64(0); i < n; i++ {
			if x[xo+i] != y[yo+i] {
				return uint64(uint32(int32(i))), nil
			}
		}
		return uint64(math.MaxUint32), nil // ~0 = -1
	})
	reg("java/lang/Class.getEnclosingMethod0()[Ljava/lang/Object;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		c := v.classOf(a[0])
		if c.cf == nil || c.cf.EnclosingClass == "" {
			return 0, nil
		}
		ec, err := v.loadClass(c.cf.EnclosingClass)
		if err != nil {
			return 0, err
		}
		oa, _ := v.arrayClass("[Ljava/lang/Object;")
		arr := v.newArray(t, oa, 3)
		v.obj(arr).slots[0] = v.mirror(t, ec)
		if em := c.cf.EnclosingMethod; em != "" {
			i := strings.IndexByte(em, '(')
			v.obj(arr).slots[1] = v.newString(t, em[:i])
			v.obj(arr).slots[2] = v.newString(t, em[i:])
		}
		return arr, nil
	})
	reg("java/lang/Class.getSimpleBinaryName0()Ljava/lang/String;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		c := v.classOf(a[0])
		if c.cf != nil {
			for _, ic := range c.cf.InnerClasses {
				if ic.Inner == c.Name && ic.Name != "" {
					return v.newString(t, ic.Name), nil
				}
			}
		}
		return 0, nil
	})
	reg("java/lang/Class.getDeclaredFields0(Z)[Ljava/lang/reflect/Field;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		c := v.classOf(a[0])
		fc := v.mustClass("java/lang/reflect/Field")
		if exc, err := v.initClass(t, fc); err != nil || exc != 0 {
			if exc != 0 {
				return 0, &javaThrow{exc}
			}
			return 0, err
		}
		ac, _ := v.arrayOf(fc)
		var fs []*Field
		if c.cf != nil {
			for _, m := range c.cf.Fields {
				f := c.fields[m.Name]
				if a[1] != 0 && m.AccessFlags&classfile.AccPublic == 0 {
					continue
				}
				fs = append(fs, f)
			}
		}
		arr := v.newArray(t, ac, len(fs))
		ctor := fc.methods["<init>(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;IZILjava/lang/String;[B)V"]
		if ctor == nil {
			return 0, vmErrorf("java.lang.reflect.Field has no expected constructor")
		}
		for i, f := range fs {
			ty, err := v.classForDesc(f.Desc)
			if err != nil {
				return 0, err
			}
			h := v.newObject(t, fc)
			trusted := boolSlot(f.final() && (f.Static || c.cf.Record != nil))
			var sig Ref // the generic signature, for getGenericType
			if f.member.Signature != "" {
				sig = v.newString(t, f.member.Signature)
			}
			_, exc, err := v.callNested(t, ctor, []uint64{h, a[0], v.internChars(t, utf16.Encode([]rune(f.Name))), v.mirror(t, ty),
				uint64(f.member.AccessFlags), trusted, uint64(f.Slot), sig, 0})
			if err != nil {
				return 0, err
			}
			if exc != 0 {
				return 0, &javaThrow{exc}
			}
			v.obj(arr).slots[i] = h
		}
		return arr, nil
	})
	fieldSlotOf := func(v *VM, h Ref) (uint64, *Class) {
		fc := v.mustClass("java/lang/reflect/Field")
		return v.getField(h, fc, "slot"), v.classOf(v.getField(h, fc, "clazz"))
	}
	reg("jdk/internal/misc/Unsafe.objectFieldOffset0(Ljava/lang/reflect/Field;)J", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		s, _ := fieldSlotOf(v, a[1])
		return s, nil
	})
	reg("jdk/internal/misc/Unsafe.staticFieldOffset0(Ljava/lang/reflect/Field;)J", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		s, _ := fieldSlotOf(v, a[1])
		return s, nil
	})
	reg("jdk/internal/misc/Unsafe.staticFieldBase0(Ljava/lang/reflect/Field;)Ljava/lang/Object;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		_, c := fieldSlotOf(v, a[1])
		if exc, err := v.initClass(t, c); err != nil || exc != 0 {
			if exc != 0 {
				return 0, &javaThrow{exc}
			}
			return 0, err
		}
		return v.cs(c.id).statics, nil
	})
	// A class's Signature attribute (its type parameters and generic
	// supertypes), null when it has none.
	reg("java/lang/Class.getGenericSignature0()Ljava/lang/String;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		c := v.classOf(a[0])
		if c == nil || c.cf == nil || c.cf.Signature == "" {
			return 0, nil
		}
		return v.newString(t, c.cf.Signature), nil
	})
	reg("java/lang/Class.getDeclaringClass0()Ljava/lang/Class;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		c := v.classOf(a[0])
		if c.cf != nil {
			for _, ic := range c.cf.InnerClasses {
				if ic.Inner == c.Name && ic.Outer != "" {
					oc, err := v.loadClass(ic.Outer)
					if err != nil {
						return 0, err
					}
					return v.mirror(t, oc), nil
				}
			}
		}
		return 0, nil
	})
	reg("java/lang/Class.getInterfaces0()[Ljava/lang/Class;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		c := v.classOf(a[0])
		ac, err := v.arrayClass("[Ljava/lang/Class;")
		if err != nil {
			return 0, err
		}
		arr := v.newArray(t, ac, len(c.Interfaces))
		for i, ic := range c.Interfaces {
			v.obj(arr).slots[i] = v.mirror(t, ic)
		}
		return arr, nil
	})
	// Class.getPermittedSubclasses0 (isSealed, getPermittedSubclasses):
	// null for a class without a PermittedSubclasses attribute (JVMS
	// 4.7.31), else the classes it lists but those that cannot be loaded,
	// whatever the error (not found, not a class file, a superclass
	// cycle), as HotSpot's JVM_GetPermittedSubclasses clears any exception
	// but a VirtualMachineError and goes on (vm.TestPermittedSubclassesLoadErrors).
	reg("java/lang/Class.getPermittedSubclasses0()[Ljava/lang/Class;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		c := v.classOf(a[0])
		sealed := false
		for i := 0; c != nil && c.cf != nil && i < len(c.cf.Attributes); i++ {
			sealed = sealed || c.cf.Attributes[i].Name == "PermittedSubclasses"
		}
		if !sealed {
			return 0, nil
		}
		var subs []*Class
		for _, name := range c.cf.PermittedSubs {
			if sc, err := v.loadClass(name); err == nil {
				subs = append(subs, sc)
			}
		}
		ac, err := v.arrayClass("[Ljava/lang/Class;")
		if err != nil {
			return 0, err
		}
		arr := v.newArray(t, ac, len(subs))
		for i, sc := range subs {
			v.obj(arr).slots[i] = v.mirror(t, sc)
		}
		return arr, nil
	})
	reg("java/lang/Thread.getState()Ljava/lang/Thread$State;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		// As isAlive: two threads that start a thread only if its state is
		// NEW race with each other's start (the second start throws).
		if v.lifeCheck(t, a[0], true) {
			return 0, errBlocked
		}
		name := "RUNNABLE"
		th := v.threadOf(a[0])
		switch {
		case th == nil && v.getField(a[0], v.cThread, "threadStatus") == 0:
			name = "NEW"
		case th == nil || th.state == tTerminated:
			name = "TERMINATED"
		case th.state == tBlocked || th.state == tReacquire:
			name = "BLOCKED"
		case th.timed && (th.state == tWaiting || th.state == tSleeping || th.state == tParked):
			name = "TIMED_WAITING"
		case th.state == tWaiting || th.state == tParked:
			name = "WAITING"
		}
		sc := v.mustClass("java/lang/Thread$State")
		if exc, err := v.initClass(t, sc); err != nil || exc != 0 {
			return 0, err
		}
		return v.obj(v.cs(sc.id).statics).slots[sc.fields[name].Slot], nil
	})

	// PrintStream (System.out/err) writes.
	psWrite := func(nl bool) nativeFn {
		return func(v *VM, t *Thread, a []uint64) (uint64, error) {
			s := "null"
			if a[1] != 0 {
				s = javaOut(v.stringChars(a[1]))
			}
			if nl {
				s += "\n"
			}
			return 0, v.psWrite(t, a[0], s)
		}
	}
	reg("java/io/PrintStream.write(Ljava/lang/String;)V", psWrite(false))
	reg("java/io/PrintStream.writeln(Ljava/lang/String;)V", psWrite(true))
	psChars := func(nl bool) nativeFn {
		return func(v *VM, t *Thread, a []uint64) (uint64, error) {
			if a[1] == 0 {
				return 0, v.throwNew(t, "java/lang/NullPointerException", "")
			}
			sl := v.obj(a[1]).slots
			cs := make([]uint16, len(sl))
			for i, c := range sl {
				cs[i] = uint16(c)
			}
			s := javaOut(cs)
			if nl {
				s += "\n"
			}
			return 0, v.psWrite(t, a[0], s)
		}
	}
	reg("java/io/PrintStream.write([C)V", psChars(false))
	reg("java/io/PrintStream.writeln([C)V", psChars(true))
	reg("java/io/PrintStream.newLine()V", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return 0, v.psWrite(t, a[0], "\n")
	})
	reg("java/io/PrintStream.flush()V", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		fd, ok := v.streamFD(a[0])
		if !ok {
			return 0, v.psCall(t, a[0], "flush()V")
		}
		if fd == 1 {
			v.out.Flush()
		}
		return 0, nil
	})
	reg("java/io/PrintStream.write(I)V", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return 0, v.psWrite(t, a[0], string([]byte{byte(a[1])}))
	})
	reg("java/io/PrintStream.write([BII)V", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		if a[1] == 0 {
			return 0, v.throwNew(t, "java/lang/NullPointerException", "")
		}
		sl := v.obj(a[1]).slots
		off, n := int(int32(a[2])), int(int32(a[3]))
		if off < 0 || n < 0 || off+n > len(sl) {
			return 0, v.throwNew(t, "java/lang/IndexOutOfBoundsException", "")
		}
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(sl[off+i])
		}
		return 0, v.psWrite(t, a[0], string(b))
	})
	printf := func(locale bool) nativeFn {
		return func(v *VM, t *Thread, a []uint64) (uint64, error) {
			s, err := v.formatCall(t, a, locale)
			if err != nil {
				return 0, err
			}
			return a[0], v.psWrite(t, a[0], s)
		}
	}
	reg("java/io/PrintStream.printf(Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;", printf(false))
	reg("java/io/PrintStream.format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;", printf(false))
	reg("java/io/PrintStream.printf(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;", printf(true))
	reg("java/io/PrintStream.format(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintStream;", printf(true))
	strFormat := func(locale bool) nativeFn {
		return func(v *VM, t *Thread, a []uint64) (uint64, error) {
			s, err := v.formatArgs(t, a, locale)
			if err != nil {
				return 0, err
			}
			return v.newString(t, s), nil
		}
	}
	reg("java/lang/String.format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;", strFormat(false))
	reg("java/lang/String.format(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;", strFormat(true))
	reg("java/lang/String.formatted([Ljava/lang/Object;)Ljava/lang/String;", strFormat(false))
	reg("java/lang/String.intern()Ljava/lang/String;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return v.internChars(t, v.stringChars(a[0])), nil
	})

	// Numbers.
	reg("java/lang/Double.parseDouble(Ljava/lang/String;)D", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		d, err := parseJavaDouble(v.goString(a[0]), 64)
		if err != nil {
			return 0, v.throwNew(t, "java/lang/NumberFormatException", "For input string: \""+v.goString(a[0])+"\"")
		}
		return doubleSlot(d), nil
	})
	reg("java/lang/Float.parseFloat(Ljava/lang/String;)F", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		d, err := parseJavaDouble(v.goString(a[0]), 32)
		if err != nil {
			return 0, v.throwNew(t, "java/lang/NumberFormatException", "For input string: \""+v.goString(a[0])+"\"")
		}
		return floatSlot(float32(d)), nil
	})
	math1 := func(f func(float64) float64) nativeFn {
		return func(v *VM, t *Thread, a []uint64) (uint64, error) { return doubleSlot(f(slotDouble(a[0]))), nil }
	}
	math2 := func(f func(float64, float64) float64) nativeFn {
		return func(v *VM, t *Thread, a []uint64) (uint64, error) {
			return doubleSlot(f(slotDouble(a[0]), slotDouble(a[2]))), nil
		}
	}
	for _, c := range []string{"java/lang/StrictMath", "java/lang/Math"} {
		for name, f := range map[string]func(float64) float64{"sin": math.Sin, "cos": math.Cos, "tan": math.Tan, "asin": math.Asin,
			"acos": math.Acos, "atan": math.Atan, "exp": math.Exp, "log": math.Log, "log10": math.Log10, "sqrt": math.Sqrt,
			"cbrt": math.Cbrt, "sinh": math.Sinh, "cosh": math.Cosh, "tanh": math.Tanh, "expm1": math.Expm1, "log1p": math.Log1p} {
			reg(c+"."+name+"(D)D", math1(f))
		}
		reg(c+".atan2(DD)D", math2(math.Atan2))
		reg(c+".pow(DD)D", math2(javaPow))
		reg(c+".hypot(DD)D", math2(math.Hypot))
		reg(c+".IEEEremainder(DD)D", math2(math.Remainder))
	}

	// Class.
	reg("java/lang/Class.desiredAssertionStatus0(Ljava/lang/Class;)Z", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		c := v.classOf(a[0])
		return boolSlot(c != nil && c.cf != nil && !classfile.IsJDK(c.cf.File)), nil
	})
	reg("java/lang/Class.desiredAssertionStatus()Z", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		c := v.classOf(a[0])
		return boolSlot(c != nil && c.cf != nil && !v.isJDK(c)), nil
	})
	reg("java/lang/Class.getPrimitiveClass(Ljava/lang/String;)Ljava/lang/Class;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		c := v.prims[v.goString(a[0])]
		if c == nil {
			return 0, v.throwNew(t, "java/lang/IllegalArgumentException", "")
		}
		return v.mirror(t, c), nil
	})
	reg("java/lang/Class.initClassName()Ljava/lang/String;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		c := v.classOf(a[0])
		name := classfile.DottedName(c.Name)
		s := v.internChars(t, utf16.Encode([]rune(name)))
		v.setField(a[0], v.cClass, "name", s)
		return s, nil
	})
	reg("java/lang/Class.isInstance(Ljava/lang/Object;)Z", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return boolSlot(a[1] != 0 && v.obj(a[1]).class.isSubclassOf(v.classOf(a[0]))), nil
	})
	reg("java/lang/Class.isAssignableFrom(Ljava/lang/Class;)Z", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		if a[1] == 0 {
			return 0, v.throwNew(t, "java/lang/NullPointerException", "")
		}
		return boolSlot(v.classOf(a[1]).isSubclassOf(v.classOf(a[0]))), nil
	})
	reg("java/lang/Class.isInterface()Z", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return boolSlot(v.classOf(a[0]).IsInterface()), nil
	})
	reg("java/lang/Class.isArray()Z", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return boolSlot(v.classOf(a[0]).IsArray()), nil
	})
	reg("java/lang/Class.isPrimitive()Z", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return boolSlot(v.classOf(a[0]).prim != 0), nil
	})
	reg("java/lang/Class.isHidden()Z", retConst(0))
	reg("java/lang/Class.getModifiers()I", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return uint64(classModifiers(v.classOf(a[0]))), nil
	})
	reg("java/lang/Class.getSuperclass()Ljava/lang/Class;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		c := v.classOf(a[0])
		if c.Super == nil || c.IsInterface() {
			return 0, nil
		}
		return v.mirror(t, c.Super), nil
	})
	reg("java/lang/Class.getSimpleName()Ljava/lang/String;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return v.newString(t, simpleName(v.classOf(a[0]))), nil
	})
	reg("java/lang/Class.forName(Ljava/lang/String;)Ljava/lang/Class;", classForName)
	reg("java/lang/Class.forName0(Ljava/lang/String;ZLjava/lang/ClassLoader;Ljava/lang/Class;)Ljava/lang/Class;", classForName)
	reg("java/lang/Class.getEnumConstantsShared()[Ljava/lang/Object;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		c := v.classOf(a[0])
		m := c.methods["values()[L"+c.Name+";"]
		if m == nil {
			return 0, nil
		}
		r, exc, err := v.callNested(t, m, nil)
		if err != nil {
			return 0, err
		}
		if exc != 0 {
			return 0, &javaThrow{exc}
		}
		return r, nil
	})
	reg("java/lang/reflect/Array.newArray(Ljava/lang/Class;I)Ljava/lang/Object;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		c := v.classOf(a[0])
		n := int32(a[1])
		if n < 0 {
			return 0, v.throwNew(t, "java/lang/NegativeArraySizeException", itoa(int(n)))
		}
		ac, err := v.arrayOf(c)
		if err != nil {
			return 0, err
		}
		return v.newArray(t, ac, int(n)), nil
	})
	reg("java/lang/reflect/Array.getLength(Ljava/lang/Object;)I", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		if a[0] == 0 || !v.obj(a[0]).class.IsArray() {
			return 0, v.throwNew(t, "java/lang/IllegalArgumentException", "Argument is not an array")
		}
		return uint64(len(v.obj(a[0]).slots)), nil
	})
	reg("java/lang/reflect/Array.get(Ljava/lang/Object;I)Ljava/lang/Object;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		if a[0] == 0 {
			return 0, v.throwNew(t, "java/lang/NullPointerException", "")
		}
		o := v.obj(a[0])
		if !o.class.IsArray() {
			return 0, v.throwNew(t, "java/lang/IllegalArgumentException", "Argument is not an array")
		}
		i := int32(a[1])
		if i < 0 || int(i) >= len(o.slots) {
			return 0, v.throwNew(t, "java/lang/ArrayIndexOutOfBoundsException", "") // HotSpot's has no message
		}
		e := o.slots[i]
		p := o.class.elem.prim
		if p == 0 {
			return e, nil
		}
		// A primitive element is boxed in a new object, as HotSpot's
		// Reflection::box does (no Integer cache).
		bc, err := v.loadClass(boxes[p].cls)
		if err != nil {
			return 0, err
		}
		if exc, err := v.initClass(t, bc); err != nil || exc != 0 {
			if exc != 0 {
				return 0, &javaThrow{exc}
			}
			return 0, err
		}
		h := v.newObject(t, bc)
		v.setField(h, bc, "value", e)
		return h, nil
	})
	reg("jdk/internal/reflect/Reflection.getCallerClass()Ljava/lang/Class;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		// frames: [... caller-of-caller, caller (the @CallerSensitive method)]
		n := len(t.frames)
		if n < 2 {
			return 0, nil
		}
		return v.mirror(t, t.frames[n-2].m.Class), nil
	})
	reg("jdk/internal/reflect/Reflection.getClassAccessFlags(Ljava/lang/Class;)I", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return uint64(v.classOf(a[0]).flags), nil
	})
	reg("jdk/internal/reflect/Reflection.areNestMates(Ljava/lang/Class;Ljava/lang/Class;)Z", retConst(1))
	reg("java/util/concurrent/ForkJoinPool.managedBlock(Ljava/util/concurrent/ForkJoinPool$ManagedBlocker;)V", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		mb := v.mustClass("java/util/concurrent/ForkJoinPool$ManagedBlocker")
		return 0, &tailCall{m: mb.methods["block()Z"], args: []uint64{a[0]}, virtual: true, discard: true}
	})
}

const epochMillis = 1_700_000_000_000

func (v *VM) isJDK(c *Class) bool {
	return c.cf != nil && classfile.IsJDK(c.cf.File)
}

// sysExit is System.exit and Runtime.exit. Once the program has
// registered a shutdown hook (Runtime.addShutdownHook initializes
// java.lang.ApplicationShutdownHooks), the exit runs the JDK's
// Shutdown.exit on the calling thread, as HotSpot does: it starts every
// hook thread and joins them while the program's other threads go on
// running, then Shutdown.halt0 ends the VM. Without hooks the VM ends
// at once (the same end, without Shutdown's bytecode and locks), and so
// it does from a nested call (a class initializer's), where the thread
// cannot wait for the hooks.
func sysExit(v *VM, t *Thread, a []uint64) (uint64, error) {
	if v.shutdownHooks() && t.atomic == 0 {
		if m := v.mustClass("java/lang/Shutdown").methods["exit(I)V"]; m != nil {
			return 0, &tailCall{m: m, args: []uint64{a[0]}, discard: true}
		}
	}
	return halt(v, t, a)
}

// shutdownHooks reports whether java.lang.ApplicationShutdownHooks is
// initialized in this run: the program called Runtime.addShutdownHook.
func (v *VM) shutdownHooks() bool {
	c := v.classes["java/lang/ApplicationShutdownHooks"]
	if c == nil || c.id>>csBits >= len(v.cstate) {
		return false
	}
	return v.cs(c.id).state == csDone
}

// exitSite is the thread that ended the VM and its stack (Outcome's
// ExitThread and ExitStack).
type exitSite struct {
	thread int
	stack  []Frame
}

// exitCaller drops the exit's own frames from the top of a stack at halt
// (Shutdown.exit and Shutdown.halt when hooks ran; System.exit and
// Runtime.exit are natives without frames), leaving the program's call.
func exitCaller(fs []Frame) []Frame {
	for len(fs) > 0 && (fs[0].Class == "java.lang.Shutdown" || fs[0].Class == "java.lang.Runtime" || fs[0].Class == "java.lang.System") {
		fs = fs[1:]
	}
	return fs
}

// halt ends the VM with status a[0] (Runtime.halt, Shutdown.halt0): no
// hooks run.
func halt(v *VM, t *Thread, a []uint64) (uint64, error) {
	v.exited = true
	v.exitCode = int(int32(a[0]))
	v.exitBy = exitSite{thread: t.ID, stack: exitCaller(v.stackOf(t))}
	v.out.Flush()
	v.errw.Flush()
	return 0, errBlocked
}

func classForName(v *VM, t *Thread, a []uint64) (uint64, error) {
	if a[0] == 0 {
		return 0, v.throwNew(t, "java/lang/NullPointerException", "")
	}
	name := v.goString(a[0])
	c, err := v.loadClass(classfile.InternalName(name))
	if err != nil {
		if _, ok := err.(*classNotFound); ok {
			return 0, v.throwNew(t, "java/lang/ClassNotFoundException", name)
		}
		return 0, err
	}
	if len(a) == 1 || a[1] != 0 {
		if exc, err := v.initClass(t, c); err != nil {
			return 0, err
		} else if exc != 0 {
			return 0, &javaThrow{exc}
		}
	}
	return v.mirror(t, c), nil
}

func simpleName(c *Class) string {
	if c.IsArray() {
		return simpleName(c.elem) + "[]"
	}
	if c.prim != 0 {
		return c.Name
	}
	if c.cf != nil {
		for _, ic := range c.cf.InnerClasses {
			if ic.Inner == c.Name {
				return ic.Name // "" for anonymous classes
			}
		}
	}
	n := c.Name
	if i := strings.LastIndexByte(n, '/'); i >= 0 {
		n = n[i+1:]
	}
	return n
}

var sysProps = map[string]string{
	"line.separator": "\n", "file.separator": "/", "path.separator": ":",
	"java.version": "17", "java.specification.version": "17", "java.vendor": "weft",
	"os.name": "Linux", "os.arch": "amd64", "user.dir": "", "user.name": "weft", "user.home": "/",
	"file.encoding": "UTF-8", "java.io.tmpdir": "/tmp", "java.class.version": "61.0",
	"java.home": javaHome(), "sun.boot.library.path": javaHome() + "/lib", "java.library.path": "/usr/java/packages/lib",
	"native.encoding": "UTF-8", "sun.jnu.encoding": "UTF-8", "java.class.path": "",
}

// javaHome is the java.home property: the host JDK's home (where the VM's
// java.base comes from), else a fixed path. jdk.internal.util.StaticProperty's
// initializer fails on a null java.home, sun.boot.library.path,
// java.library.path or native.encoding, and with it BootLoader and every
// class that loads a native library, such as java.util.zip.CRC32. Nothing
// is read from these paths.
func javaHome() string {
	if h, err := classfile.JavaHome(); err == nil {
		return h
	}
	return "/usr/lib/jvm/weft"
}

func (v *VM) property(t *Thread, key, def Ref) (uint64, error) {
	if key == 0 {
		return 0, v.throwNew(t, "java/lang/NullPointerException", "key can't be null")
	}
	if s, ok := v.sysProp(v.goString(key)); ok {
		return v.newString(t, s), nil
	}
	return def, nil
}

// sysProp is a system property: sysProps', but user.dir is the directory
// relative file names are resolved against (the Disk's: the process's
// working directory), and java.class.path the program's class path.
func (v *VM) sysProp(k string) (string, bool) {
	switch k {
	case "user.dir":
		return v.disk.cwd, true
	case "java.class.path":
		return v.cp.ProgramPath(), true
	}
	s, ok := sysProps[k]
	return s, ok
}

func arraycopy(v *VM, t *Thread, a []uint64) (uint64, error) {
	src, sp, dst, dp, n := a[0], int(int32(a[1])), a[2], int(int32(a[3])), int(int32(a[4]))
	if src == 0 || dst == 0 {
		return 0, v.throwNew(t, "java/lang/NullPointerException", "")
	}
	so, do := v.obj(src), v.obj(dst)
	if !so.class.IsArray() || !do.class.IsArray() {
		return 0, v.throwNew(t, "java/lang/ArrayStoreException", "arraycopy: argument type mismatch")
	}
	sref, dref := so.class.isRefArray(), do.class.isRefArray()
	if sref != dref || (!sref && so.class != do.class) {
		return 0, v.throwNew(t, "java/lang/ArrayStoreException", "arraycopy: type mismatch: can not copy "+classfile.JavaTypeName(so.class.Name)+" into "+classfile.JavaTypeName(do.class.Name))
	}
	if sp < 0 || dp < 0 || n < 0 || sp+n > len(so.slots) || dp+n > len(do.slots) {
		msg := "arraycopy: last source index " + itoa(sp+n) + " out of bounds for " + arrDesc(so.class, len(so.slots))
		switch {
		case sp < 0:
			msg = "arraycopy: source index " + itoa(sp) + " out of bounds for " + arrDesc(so.class, len(so.slots))
		case dp < 0:
			msg = "arraycopy: destination index " + itoa(dp) + " out of bounds for " + arrDesc(do.class, len(do.slots))
		case n < 0:
			msg = "arraycopy: length " + itoa(n) + " is negative"
		case dp+n > len(do.slots) && sp+n <= len(so.slots):
			msg = "arraycopy: last destination index " + itoa(dp+n) + " out of bounds for " + arrDesc(do.class, len(do.slots))
		}
		return 0, v.throwNew(t, "java/lang/ArrayIndexOutOfBoundsException", msg)
	}
	if n == 0 {
		return 0, nil
	}
	if (so.shared || do.shared) && v.multi() {
		if v.point(t, Access{Kind: KArrayWrite, Obj: do.id, HasObj: true, Index: dp}) {
			return 0, errBlocked
		}
		v.emit(t, Access{Kind: KArrayRead, Obj: so.id, HasObj: true, Index: sp}, 0)
		v.emit(t, Access{Kind: KArrayWrite, Obj: do.id, HasObj: true, Index: dp}, 0)
	}
	if sref && so.class != do.class && !so.class.elem.isSubclassOf(do.class.elem) {
		d := v.mut(dst)
		for i := 0; i < n; i++ {
			e := v.obj(src).slots[sp+i]
			if e != 0 && !v.obj(e).class.isSubclassOf(d.class.elem) {
				return 0, v.throwNew(t, "java/lang/ArrayStoreException", "arraycopy: element type mismatch")
			}
			d.slots[dp+i] = e
		}
	} else {
		d := v.mut(dst)
		copy(d.slots[dp:dp+n], v.obj(src).slots[sp:sp+n])
		if v.sym != nil {
			v.symArrayCopy(src, sp, dst, dp, n)
		}
	}
	if dref && v.obj(dst).shared {
		for _, e := range v.obj(dst).slots[dp : dp+n] {
			v.markShared(e)
		}
	}
	return 0, nil
}

func arrDesc(c *Class, n int) string {
	if c.isRefArray() {
		return "object array[" + itoa(n) + "]"
	}
	return classfile.JavaTypeName(c.elem.descriptor()) + "[" + itoa(n) + "]"
}

// formatCall formats the arguments of a printf-style call on a[0]: the
// format and its Object[] follow the receiver, or a Locale when locale.
func (v *VM) formatCall(t *Thread, a []uint64, locale bool) (string, error) {
	return v.formatArgs(t, a[1:], locale)
}

// formatArgs formats a format and its Object[] (a[0], a[1]), or a Locale,
// a format and its Object[] when locale, as String.format does.
func (v *VM) formatArgs(t *Thread, a []uint64, locale bool) (string, error) {
	if locale {
		return v.formatLocale(t, a[0], a[1], a[2])
	}
	return v.format(t, a[0], a[1])
}

// formatLocale formats as String.format(loc, f, args). The VM's formatter
// (format.go) formats as java does in English, the VM's default locale:
// for a null locale, Locale.ROOT, en and en_US it is used; any other
// locale (a comma for the decimal point, another grouping separator, the
// names of days and months) is formatted by the JDK's java.util.Formatter,
// which reads the locale's data from jdk.localedata (found since the VM's
// ServiceLoader gives the JDK modules' providers): String.format(
// Locale.GERMANY, "%.2f", 1.5) gave 1.50 where java gives 1,50.
func (v *VM) formatLocale(t *Thread, loc, f, args uint64) (string, error) {
	if loc != 0 {
		lang, err := v.callVirtual(t, Ref(loc), "getLanguage()Ljava/lang/String;")
		if err != nil {
			return "", err
		}
		country, err := v.callVirtual(t, Ref(loc), "getCountry()Ljava/lang/String;")
		if err != nil {
			return "", err
		}
		switch l, c := v.goString(Ref(lang)), v.goString(Ref(country)); {
		case l == "" && c == "", l == "en" && (c == "" || c == "US"):
		default:
			fm, err := v.construct(t, "java/util/Formatter", "(Ljava/util/Locale;)V", loc)
			if err != nil {
				return "", err
			}
			if _, err := v.callVirtual(t, fm, "format(Ljava/lang/String;[Ljava/lang/Object;)Ljava/util/Formatter;", f, args); err != nil {
				return "", err
			}
			s, err := v.callVirtual(t, fm, "toString()Ljava/lang/String;")
			if err != nil {
				return "", err
			}
			return v.goString(Ref(s)), nil
		}
	}
	return v.format(t, f, args)
}

// classModifiers is Class.getModifiers: a class's access flags (an inner
// class's from its InnerClasses entry) without ACC_SUPER; an array's are
// its element's public, private and protected bits, final and abstract,
// as HotSpot gives them, and a primitive type's public, final and
// abstract (the serialVersionUID of an array class hashes them).
func classModifiers(c *Class) uint16 {
	const pub, final, abstract = 0x0001, 0x0010, 0x0400
	switch {
	case c.prim != 0:
		return pub | final | abstract
	case c.IsArray():
		return classModifiers(c.elem)&0x0007 | final | abstract
	}
	fl := c.flags
	if c.cf != nil {
		for _, ic := range c.cf.InnerClasses {
			if ic.Inner == c.Name {
				fl = ic.AccessFlags
			}
		}
	}
	return fl &^ classfile.AccSuper
}
