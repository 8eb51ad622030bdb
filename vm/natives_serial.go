package vm

// Object serialization (ObjectOutputStream, ObjectInputStream): the JDK's
// code runs as it is but for what it asks of the VM:
//
//   - ObjectStreamClass.initNative does nothing, and hasStaticInitializer
//     (which the default serialVersionUID hashes in) says whether the
//     class has a <clinit>;
//   - the constructor a deserialized object is made with: the JDK
//     generates a class whose constructor allocates the serializable class
//     and runs the no-argument constructor of its first non-serializable
//     superclass (ReflectionFactory.generateConstructor). Here
//     generateConstructor gives that superclass's constructor itself (for
//     the checks of its presence and access), and ObjectStreamClass's
//     newInstance allocates the class (initializing it) and runs that
//     constructor on the new object, as the generated one does;
//   - ObjectInputFilter.Config's initializer takes a System.Logger, which
//     for a JDK class is a lazy one (LazyLoggers.JdkLazyLogger, whose
//     logger is made only when something is logged); the JDK gives it
//     for a caller in a system module, which the VM, without a module
//     graph, cannot tell: System.getLogger gives it to every JDK caller,
//     with an unnamed module.
//   - ObjectInputStream resolves classes with the latest user-defined
//     class loader on the stack: the system class loader when a program
//     class is on it, as java's application loader is.
func init() {
	// Class.isRecord: a class with a Record attribute (JVMS 4.7.30).
	reg("java/lang/Class.isRecord0()Z", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		c := v.classOf(a[0])
		if c == nil || c.cf == nil {
			return 0, nil
		}
		for _, at := range c.cf.Attributes {
			if at.Name == "Record" {
				return 1, nil
			}
		}
		return 0, nil
	})
	// Class.getRecordComponents: one RecordComponent per component of the
	// Record attribute, its accessor the class's method of the
	// component's name.
	reg("java/lang/Class.getRecordComponents0()[Ljava/lang/reflect/RecordComponent;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		c := v.classOf(a[0])
		if c == nil || c.cf == nil {
			return 0, nil
		}
		rcc := v.mustClass("java/lang/reflect/RecordComponent")
		ac, err := v.arrayClass("[Ljava/lang/reflect/RecordComponent;")
		if err != nil {
			return 0, err
		}
		cac, err := v.arrayClass("[Ljava/lang/Class;")
		if err != nil {
			return 0, err
		}
		arr := v.newArray(t, ac, len(c.cf.Record))
		for i, rc := range c.cf.Record {
			tc, err := v.classForDesc(rc.Desc)
			if err != nil {
				return 0, err
			}
			name := v.internLiteral(t, rc.Name)
			acc, err := v.callVirtual(t, a[0], "getDeclaredMethod(Ljava/lang/String;[Ljava/lang/Class;)Ljava/lang/reflect/Method;", name, v.newArray(t, cac, 0))
			if err != nil {
				return 0, err
			}
			h := v.newObject(t, rcc)
			v.setField(h, rcc, "clazz", a[0])
			v.setField(h, rcc, "name", name)
			v.setField(h, rcc, "type", v.mirror(t, tc))
			v.setField(h, rcc, "accessor", acc)
			if rc.Signature != "" {
				v.setField(h, rcc, "signature", v.internLiteral(t, rc.Signature))
			}
			v.mut(arr).slots[i] = h
		}
		return arr, nil
	})
	reg("jdk/internal/misc/VM.latestUserDefinedLoader0()Ljava/lang/ClassLoader;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		for i := len(t.frames) - 1; i >= 0; i-- {
			if programClass(t.frames[i].m.Class) {
				return v.systemLoader(t)
			}
		}
		return 0, nil
	})
	reg("java/lang/System.getLogger(Ljava/lang/String;)Ljava/lang/System$Logger;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		if a[0] == 0 {
			return 0, v.throwNew(t, "java/lang/NullPointerException", "")
		}
		if v.callerIsJDK(t) {
			// (LazyLoggerAccessor wants a module: an unnamed one.)
			m, err := v.construct(t, "java/lang/Module", "(Ljava/lang/ClassLoader;)V", 0)
			if err != nil {
				return 0, err
			}
			return v.construct(t, "jdk/internal/logger/LazyLoggers$JdkLazyLogger", "(Ljava/lang/String;Ljava/lang/Module;)V", a[0], m)
		}
		ll := v.mustClass("jdk/internal/logger/LazyLoggers")
		return 0, &tailCall{m: ll.methods["getLogger(Ljava/lang/String;Ljava/lang/Module;)Ljava/lang/System$Logger;"], args: []uint64{a[0], 0}}
	})
	reg("java/io/ObjectStreamClass.initNative()V", noop)
	reg("java/io/ObjectStreamClass.hasStaticInitializer(Ljava/lang/Class;)Z", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		c := v.classOf(a[0])
		if c == nil {
			return 0, v.throwNew(t, "java/lang/NullPointerException", "")
		}
		return boolSlot(c.methods["<clinit>()V"] != nil), nil
	})
	reg("jdk/internal/reflect/ReflectionFactory.generateConstructor(Ljava/lang/Class;Ljava/lang/reflect/Constructor;)Ljava/lang/reflect/Constructor;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return a[2], nil
	})
	reg("java/io/ObjectStreamClass.newInstance()Ljava/lang/Object;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		osc := v.mustClass("java/io/ObjectStreamClass")
		if v.getField(a[0], osc, "cons") == 0 {
			return 0, v.throwNew(t, "java/lang/UnsupportedOperationException", "")
		}
		c := v.classOf(v.getField(a[0], osc, "cl"))
		if c == nil || c.IsInterface() || c.flags&0x0400 != 0 { // ACC_ABSTRACT
			return 0, v.throwNew(t, "java/lang/InstantiationException", "")
		}
		ser := v.mustClass("java/io/Serializable")
		init := c
		for init != nil && init.isSubclassOf(ser) {
			init = init.Super
		}
		if init == nil {
			return 0, v.throwNew(t, "java/lang/UnsupportedOperationException", "")
		}
		ctor := init.methods["<init>()V"]
		if ctor == nil {
			return 0, v.throwNew(t, "java/lang/UnsupportedOperationException", "")
		}
		if exc, err := v.initClass(t, c); err != nil || exc != 0 {
			return 0, javaErr(exc, err)
		}
		h := v.newObject(t, c)
		if _, exc, err := v.callNested(t, ctor, []uint64{h}); err != nil || exc != 0 {
			if err != nil {
				return 0, err
			}
			ite, err := v.newThrowableCause(t, "java/lang/reflect/InvocationTargetException", exc)
			if err != nil {
				return 0, err
			}
			return 0, &javaThrow{ite}
		}
		return h, nil
	})
}
