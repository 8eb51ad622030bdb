package vm

import (
	"errors"
	"slices"
	"strings"
	"unicode/utf16"

	"weft/classfile"
)

// Natives and model methods for JDK code beyond java.base's core
// (java.util.logging and the other modules of the run-time image) and for
// reflection.
func init() {
	// Every class is in the system domain: the VM has no security manager
	// and no code sources (AccessController.doPrivileged's context).
	// The default time zone is UTC on every host, as the VM's clock is
	// the same on every host (java.util.logging's SimpleFormatter prints
	// the time of each record).
	reg("java/util/TimeZone.getSystemTimeZoneID(Ljava/lang/String;)Ljava/lang/String;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return v.newString(t, "UTC"), nil
	})
	reg("java/security/AccessController.getProtectionDomain(Ljava/lang/Class;)Ljava/security/ProtectionDomain;", retConst(0))

	// System.Logger's back end. The JDK looks for LoggerFinder services
	// with ServiceLoader, which needs the module graph the VM does not
	// build: the back end is java.util.logging's (java.logging is in the
	// run-time image, and a class-path program's own LoggerFinder services
	// are not looked for), with a configuration when one of the two
	// properties names one, as DetectBackend decides.
	reg("jdk/internal/logger/BootstrapLogger$DetectBackend$1.run()Ljdk/internal/logger/BootstrapLogger$LoggingBackend;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		backend := "JUL_DEFAULT"
		get := v.mustClass("java/lang/System").findMethod("getProperty(Ljava/lang/String;)Ljava/lang/String;")
		for _, p := range []string{"java.util.logging.config.class", "java.util.logging.config.file"} {
			r, exc, err := v.callNested(t, get, []uint64{v.newString(t, p)})
			if err != nil {
				return 0, err
			}
			if exc != 0 {
				return 0, &javaThrow{exc}
			}
			if r != 0 {
				backend = "JUL_WITH_CONFIG"
			}
		}
		return v.enumConstant(t, "jdk/internal/logger/BootstrapLogger$LoggingBackend", backend)
	})
	// Whether a logger's caller is JDK code. The VM builds no module graph
	// (Class.getModule is null): every caller of Logger.getLogger counts
	// as the program's, whose loggers are the user context's.
	reg("jdk/internal/logger/DefaultLoggerFinder.isSystem(Ljava/lang/Module;)Z", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		if a[0] == 0 {
			return 0, nil
		}
		return 0, vmErrorf("DefaultLoggerFinder.isSystem of a Module is not modelled")
	})
}

// enumConstant returns the constant of enum class cname, initializing it.
func (v *VM) enumConstant(t *Thread, cname, name string) (uint64, error) {
	c := v.mustClass(cname)
	if exc, err := v.initClass(t, c); err != nil || exc != 0 {
		if exc != 0 {
			return 0, &javaThrow{exc}
		}
		return 0, err
	}
	return v.obj(v.cs(c.id).statics).slots[c.fields[name].Slot], nil
}

func init() {
	// Constructors by reflection. A Constructor's slot is the index of its
	// <init> in the class file's methods; newInstance0 runs it as a nested
	// call (atomically, as the VM runs Class.forName's initializers).
	reg("java/lang/Class.getDeclaredConstructors0(Z)[Ljava/lang/reflect/Constructor;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return v.executables(t, a[0], a[1] != 0, true)
	})
	reg("java/lang/Class.getDeclaredMethods0(Z)[Ljava/lang/reflect/Method;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return v.executables(t, a[0], a[1] != 0, false)
	})
	reg("jdk/internal/reflect/NativeConstructorAccessorImpl.newInstance0(Ljava/lang/reflect/Constructor;[Ljava/lang/Object;)Ljava/lang/Object;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		m, err := v.reflectedMethod(a[0], "java/lang/reflect/Constructor")
		if err != nil {
			return 0, err
		}
		c := m.Class
		if c.IsInterface() || c.flags&classfile.AccAbstract != 0 {
			return 0, v.throwNew(t, "java/lang/InstantiationException", "")
		}
		if exc, err := v.initClass(t, c); err != nil || exc != 0 {
			if exc != 0 {
				return 0, &javaThrow{exc}
			}
			return 0, err
		}
		h := v.newObject(t, c)
		args, err := v.reflectArgs(t, m, a[1])
		if err != nil {
			return 0, err
		}
		if _, err := v.reflectCall(t, m, append([]uint64{h}, args...)); err != nil {
			return 0, err
		}
		return h, nil
	})
	// Method.invoke: the method runs as a nested call (atomically), virtual
	// ones dispatched on the receiver's class; a primitive result is boxed
	// in a new object, as HotSpot's Reflection::box does.
	reg("jdk/internal/reflect/NativeMethodAccessorImpl.invoke0(Ljava/lang/reflect/Method;Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		m, err := v.reflectedMethod(a[0], "java/lang/reflect/Method")
		if err != nil {
			return 0, err
		}
		c, target := m.Class, m
		var args []uint64
		if m.IsStatic() {
			if exc, err := v.initClass(t, c); err != nil || exc != 0 {
				return 0, nestedErr(exc, err)
			}
		} else {
			if a[1] == 0 {
				return 0, v.throwNew(t, "java/lang/NullPointerException", "")
			}
			rc := v.obj(a[1]).class
			if !rc.isSubclassOf(c) {
				return 0, v.throwNew(t, "java/lang/IllegalArgumentException", "object is not an instance of declaring class")
			}
			if m.flags&classfile.AccPrivate == 0 {
				target = rc.virtual(m.key)
			}
			if target == nil || target.isAbstract() {
				return 0, v.throwNew(t, "java/lang/AbstractMethodError", classfile.DottedName(rc.Name)+"."+m.Name+m.Desc)
			}
			args = append(args, a[1])
		}
		rest, err := v.reflectArgs(t, m, a[2])
		if err != nil {
			return 0, err
		}
		r, err := v.reflectCall(t, target, append(args, rest...))
		if err != nil {
			return 0, err
		}
		md, _ := classfile.ParseMethodDesc(m.Desc)
		switch d := md.Return[0]; d {
		case 'V':
			return 0, nil
		case 'L', '[':
			return r, nil
		default:
			bc, err := v.loadClass(boxes[d].cls)
			if err != nil {
				return 0, err
			}
			if exc, err := v.initClass(t, bc); err != nil || exc != 0 {
				return 0, nestedErr(exc, err)
			}
			h := v.newObject(t, bc)
			v.setField(h, bc, "value", r)
			return h, nil
		}
	})
	// Whether a method is @CallerSensitive (the JDK reads its annotations
	// for a method of a class of the boot or platform loader, every class
	// in the VM): only JDK methods are.
	reg("jdk/internal/reflect/Reflection.isCallerSensitive(Ljava/lang/reflect/Method;)Z", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		mc := v.mustClass("java/lang/reflect/Method")
		c := v.classOf(v.getField(a[0], mc, "clazz"))
		slot := int(v.getField(a[0], mc, "slot"))
		if c.cf == nil || !classfile.IsJDK(c.cf.File) || slot < 0 || slot >= len(c.cf.Methods) {
			return 0, nil
		}
		for _, an := range c.cf.Methods[slot].Annotations {
			if an.Type == "Ljdk/internal/reflect/CallerSensitive;" {
				return 1, nil
			}
		}
		return 0, nil
	})
	// The native accessors are never replaced by generated bytecode
	// (MethodAccessorGenerator defines classes the VM does not load).
	reg("jdk/internal/reflect/ReflectionFactory.inflationThreshold()I", retConst(1<<31-1))
	// ReflectionFactory's one instance reads the JavaLangReflectAccess
	// that AccessibleObject's initializer sets, and that initializer reads
	// the instance: HotSpot initializes AccessibleObject first, while
	// booting. So does the first call here.
	reg("jdk/internal/reflect/ReflectionFactory.getReflectionFactory()Ljdk/internal/reflect/ReflectionFactory;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		for _, n := range []string{"java/lang/reflect/AccessibleObject", "jdk/internal/reflect/ReflectionFactory"} {
			if exc, err := v.initClass(t, v.mustClass(n)); err != nil || exc != 0 {
				if exc != 0 {
					return 0, &javaThrow{exc}
				}
				return 0, err
			}
		}
		// Classes initialized before (the VM's boot initializes
		// ReflectionFactory before AccessibleObject) are completed here.
		rf := v.mustClass("jdk/internal/reflect/ReflectionFactory")
		h := v.obj(v.cs(rf.id).statics).slots[rf.findField("soleInstance").Slot]
		ss := v.mustClass("jdk/internal/access/SharedSecrets")
		access := v.obj(v.cs(ss.id).statics).slots[ss.findField("javaLangReflectAccess").Slot]
		if h != 0 && v.getField(h, rf, "langReflectAccess") == 0 {
			v.setField(h, rf, "langReflectAccess", access)
		}
		ao := v.mustClass("java/lang/reflect/AccessibleObject")
		if f := ao.findField("reflectionFactory"); f != nil && v.obj(v.cs(ao.id).statics).slots[f.Slot] == 0 {
			v.mut(v.cs(ao.id).statics).slots[f.Slot] = h
		}
		return h, nil
	})
}

// executables returns the Constructor or Method objects of the class
// mirror cm (declared ones; public ones only if publicOnly) for
// getDeclaredConstructors0 and getDeclaredMethods0. An executable's slot
// is the index of its method in the class file.
func (v *VM) executables(t *Thread, cm Ref, publicOnly, ctors bool) (uint64, error) {
	c := v.classOf(cm)
	cname, ctorDesc := "java/lang/reflect/Method", "<init>(Ljava/lang/Class;Ljava/lang/String;[Ljava/lang/Class;Ljava/lang/Class;[Ljava/lang/Class;IILjava/lang/String;[B[B[B)V"
	if ctors {
		cname, ctorDesc = "java/lang/reflect/Constructor", "<init>(Ljava/lang/Class;[Ljava/lang/Class;[Ljava/lang/Class;IILjava/lang/String;[B[B)V"
	}
	ec := v.mustClass(cname)
	if exc, err := v.initClass(t, ec); err != nil || exc != 0 {
		return 0, nestedErr(exc, err)
	}
	ctor := ec.methods[ctorDesc]
	if ctor == nil {
		return 0, vmErrorf("%s has no expected constructor", classfile.DottedName(cname))
	}
	var slots []int
	if c.cf != nil && !c.IsArray() && c.prim == 0 && !(ctors && c.IsInterface()) {
		for i, m := range c.cf.Methods {
			if (m.Name == "<init>") == ctors && m.Name != "<clinit>" && (!publicOnly || m.AccessFlags&classfile.AccPublic != 0) {
				slots = append(slots, i)
			}
		}
	}
	ac, _ := v.arrayOf(ec)
	arr := v.newArray(t, ac, len(slots))
	classArray := func(names []string) (Ref, error) {
		ca, _ := v.arrayOf(v.cClass)
		h := v.newArray(t, ca, len(names))
		for i, n := range names {
			k, err := v.classForDesc(n)
			if err != nil {
				return 0, err
			}
			v.obj(h).slots[i] = v.mirror(t, k)
		}
		return h, nil
	}
	for i, s := range slots {
		m := c.cf.Methods[s]
		md, err := classfile.ParseMethodDesc(m.Desc)
		if err != nil {
			return 0, vmErrorf("%s.%s%s: %v", c.Name, m.Name, m.Desc, err)
		}
		params, err := classArray(md.Params)
		if err != nil {
			return 0, err
		}
		var excs []string
		for _, e := range m.Exceptions {
			excs = append(excs, "L"+e+";")
		}
		exceptions, err := classArray(excs)
		if err != nil {
			return 0, err
		}
		var sig uint64
		if m.Signature != "" {
			sig = v.newString(t, m.Signature)
		}
		h := v.newObject(t, ec)
		args := []uint64{h, cm, params, exceptions, uint64(m.AccessFlags & 0x1fff), uint64(s), sig, 0, 0}
		if !ctors {
			rt, err := v.classForDesc(md.Return)
			if err != nil {
				return 0, err
			}
			name := v.internChars(t, utf16.Encode([]rune(m.Name)))
			args = []uint64{h, cm, name, params, v.mirror(t, rt), exceptions, uint64(m.AccessFlags & 0x1fff), uint64(s), sig, 0, 0, 0}
		}
		_, exc, err := v.callNested(t, ctor, args)
		if err != nil || exc != 0 {
			return 0, nestedErr(exc, err)
		}
		v.obj(arr).slots[i] = h
	}
	return arr, nil
}

// reflectCall runs m nested for reflection: an exception it throws is
// thrown wrapped in an InvocationTargetException.
func (v *VM) reflectCall(t *Thread, m *Method, args []uint64) (uint64, error) {
	r, exc, err := v.callNested(t, m, args)
	if err != nil {
		return 0, err
	}
	if exc != 0 {
		w, err := v.newThrowableCause(t, "java/lang/reflect/InvocationTargetException", exc)
		if err != nil {
			return 0, err
		}
		return 0, &javaThrow{w}
	}
	return r, nil
}

// reflectArgs unboxes the Object[] args of a reflective call of m into the
// slots of its parameters (two for a long or a double), throwing
// IllegalArgumentException for a wrong count or type.
func (v *VM) reflectArgs(t *Thread, m *Method, arr Ref) ([]uint64, error) {
	md, err := classfile.ParseMethodDesc(m.Desc)
	if err != nil {
		return nil, vmErrorf("%s: %v", m, err)
	}
	var given []uint64
	if arr != 0 {
		given = v.obj(arr).slots
	}
	if len(given) != len(md.Params) {
		return nil, v.throwNew(t, "java/lang/IllegalArgumentException", "wrong number of arguments")
	}
	var out []uint64
	for i, p := range md.Params {
		x := given[i]
		if b, ok := boxes[p[0]]; ok && len(p) == 1 {
			if x == 0 || v.obj(x).class.Name != b.cls {
				return nil, v.throwNew(t, "java/lang/IllegalArgumentException", "argument type mismatch")
			}
			out = append(out, v.getField(x, v.obj(x).class, "value"))
			if p[0] == 'J' || p[0] == 'D' {
				out = append(out, 0)
			}
			continue
		}
		if x != 0 {
			k, err := v.classForDesc(p)
			if err != nil {
				return nil, err
			}
			if !v.obj(x).class.isSubclassOf(k) {
				return nil, v.throwNew(t, "java/lang/IllegalArgumentException", "argument type mismatch")
			}
		}
		out = append(out, x)
	}
	return out, nil
}

func init() {
	// The system class loader: the VM has one class path and no loader
	// objects (Class.getClassLoader is null), but JDK code loads named
	// classes through ClassLoader.getSystemClassLoader().loadClass(name)
	// (java.util.logging's handlers and formatters). It is an
	// AppClassLoader object, made on first use without running its
	// constructor and kept in ClassLoader.scl as the JDK keeps it, whose
	// loadClass(String) finds the class on the VM's class path without
	// initializing it.
	reg("java/lang/ClassLoader.getSystemClassLoader()Ljava/lang/ClassLoader;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		cl := v.mustClass("java/lang/ClassLoader")
		if exc, err := v.initClass(t, cl); err != nil || exc != 0 {
			if exc != 0 {
				return 0, &javaThrow{exc}
			}
			return 0, err
		}
		f := cl.findField("scl")
		if f == nil {
			return 0, vmErrorf("java.lang.ClassLoader has no field scl")
		}
		if h := v.obj(v.cs(cl.id).statics).slots[f.Slot]; h != 0 {
			return h, nil
		}
		// Its parent is a PlatformClassLoader made the same way, as java's
		// (getParent, getPlatformClassLoader); their names are java's.
		plat := v.newObject(t, v.mustClass("jdk/internal/loader/ClassLoaders$PlatformClassLoader"))
		v.setField(plat, cl, "name", v.newString(t, "platform"))
		h := v.newObject(t, v.mustClass("jdk/internal/loader/ClassLoaders$AppClassLoader"))
		v.setField(h, cl, "name", v.newString(t, "app"))
		v.setField(h, cl, "parent", plat)
		v.mut(v.cs(cl.id).statics).slots[f.Slot] = h
		return h, nil
	})
	reg("java/lang/ClassLoader.getPlatformClassLoader()Ljava/lang/ClassLoader;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		scl, err := v.systemLoader(t)
		if err != nil {
			return 0, err
		}
		return v.getField(scl, v.mustClass("java/lang/ClassLoader"), "parent"), nil
	})
	reg("java/lang/ClassLoader.loadClass(Ljava/lang/String;)Ljava/lang/Class;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return classForName(v, t, []uint64{a[1], 0})
	})
}

func init() {
	// LogRecord's source class and method: the JDK walks the stack with
	// StackWalker (not modelled) for the first frame after the Logger's
	// that is not logging machinery (LogRecord.CallerFinder and
	// SimpleConsoleLogger.isFilteredFrame); the VM reads its own frames
	// the same way, skipping the hidden frames of lambdas and reflection's
	// frames as StackWalker does.
	reg("java/util/logging/LogRecord.inferCaller()V", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		lr := v.mustClass("java/util/logging/LogRecord")
		v.setField(a[0], lr, "needToInferCaller", 0)
		sysLogger, _ := v.loadClass("java/lang/System$Logger")
		looking := true
		for i := len(t.frames) - 1; i >= 0; i-- {
			c := t.frames[i].m.Class
			if c.lambda != nil || strings.HasPrefix(c.Name, "java/lang/reflect/") || strings.HasPrefix(c.Name, "jdk/internal/reflect/") {
				continue
			}
			name := classfile.DottedName(c.Name)
			if looking {
				looking = name != "java.util.logging.Logger" && !strings.HasPrefix(name, "sun.util.logging.PlatformLogger")
				continue
			}
			if loggingFrame(c, name, sysLogger) {
				continue
			}
			v.setField(a[0], lr, "sourceClassName", v.newString(t, name))
			v.setField(a[0], lr, "sourceMethodName", v.newString(t, t.frames[i].m.Name))
			return 0, nil
		}
		return 0, nil
	})
}

// loggingFrame is SimpleConsoleLogger.isFilteredFrame: a frame of the
// logging machinery, which LogRecord's caller is not.
func loggingFrame(c *Class, name string, sysLogger *Class) bool {
	if sysLogger != nil && c.isSubclassOf(sysLogger) {
		return true
	}
	if strings.HasPrefix(name, "jdk.internal.logger.BootstrapLogger$LogEvent") {
		return false
	}
	for _, p := range []string{"sun.util.logging.", "sun.rmi.runtime.Log", "jdk.internal.logger.", "java.util.logging.",
		"java.lang.invoke.MethodHandle", "java.security.AccessController"} {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

func init() {
	// The "system entropy" the JDK's seed generator mixes into DRBG and
	// SHA1PRNG seeds digests the host's properties, clock, memory and
	// network interfaces; in the VM it is the first 20 bytes of the
	// modelled /dev/random, the same in every run, as every seed is.
	// The security providers outside java.base (SunEC, XMLDSig, SunPKCS11
	// ...), which the JDK finds with ServiceLoader: not loaded, so their
	// algorithms are missing (NoSuchAlgorithmException); java.base's (SUN,
	// SunRsaSign, SunJCE, SunJSSE) are made by reflection as the JDK makes
	// them.
	reg("sun/security/jca/ProviderConfig$ProviderLoader.<init>()V", noop)
	reg("sun/security/jca/ProviderConfig$ProviderLoader.load(Ljava/lang/String;)Ljava/security/Provider;", retConst(0))
	reg("sun/security/provider/SeedGenerator.getSystemEntropy()[B", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		ac, err := v.arrayClass("[B")
		if err != nil {
			return 0, err
		}
		b := deviceRead("/dev/random", 0, 20)
		h := v.newArray(t, ac, len(b))
		for i, x := range b {
			v.obj(h).slots[i] = uint64(uint32(int32(int8(x))))
		}
		return h, nil
	})
}

func init() {
	// ServiceLoader checks that the caller's module declares `uses`; the
	// VM builds no module graph (Class.getModule is null).
	reg("java/util/ServiceLoader.checkCaller(Ljava/lang/Class;Ljava/lang/Class;)V", noop)
	// ServiceLoader.iterator (and findFirst, which uses it) gives, for a
	// service of the JDK, the providers the JDK's modules declare in their
	// module-info (classfile.JDKProviders), as java's boot layer does: the
	// CLDR and JRE locale data of jdk.localedata (LocaleDataMetaInfo and
	// the resource bundle providers), without which every locale formats
	// as English (DateTimeFormatter.ofPattern("EEEE", Locale.FRANCE) gave
	// "Thursday", NumberFormat.getCurrencyInstance(Locale.GERMANY)
	// "€ 1,234.50"), jdk.charsets' extended charsets. A program's own
	// providers (META-INF/services) are still not looked for. A provider
	// is made by its public static provider() method if it has one, else
	// by its public no-argument constructor.
	// The CLDR adapter's set of supported language tags, which it makes
	// for each category of locale service (all of them "AvailableLocales"):
	// the tags of java.base and, since ServiceLoader finds jdk.localedata,
	// its 1010 more, split here rather than by a StringTokenizer in
	// bytecode (1.5 million bytecodes a category, about ten million for
	// a first SimpleDateFormat; 0.2 million with this).
	reg("sun/util/cldr/CLDRLocaleProviderAdapter.createLanguageTagSet(Ljava/lang/String;)Ljava/util/Set;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		c := v.mustClass("sun/util/cldr/CLDRLocaleProviderAdapter")
		cat := v.newString(t, "AvailableLocales")
		var tags []string
		base := v.obj(v.cs(c.id).statics).slots[v.fieldSlot(c, "baseMetaInfo")]
		for _, info := range []uint64{base, v.getField(Ref(a[0]), c, "nonBaseMetaInfo")} {
			if info == 0 {
				continue
			}
			s, err := v.callVirtual(t, Ref(info), "availableLanguageTags(Ljava/lang/String;)Ljava/lang/String;", cat)
			if err != nil {
				return 0, err
			}
			if s != 0 {
				tags = append(tags, strings.Fields(v.goString(Ref(s)))...)
			}
		}
		set, err := v.construct(t, "java/util/HashSet", "()V")
		if err != nil {
			return 0, err
		}
		for _, tag := range tags {
			if _, err := v.callVirtual(t, set, "add(Ljava/lang/Object;)Z", v.newString(t, tag)); err != nil {
				return 0, err
			}
		}
		return set, nil
	})
	// LocaleServiceProvider.isSupportedLocale, which most of the JDK's
	// providers inherit, compares the locale with each of
	// getAvailableLocales(): 1010 Locale.forLanguageTag since
	// jdk.localedata is found, 7 million bytecodes for a first
	// Calendar.getInstance() (CalendarDataProviderImpl, for the first day
	// of the week). A provider that lists its language tags
	// (AvailableLanguageTags) supports a locale whose tag it lists, as
	// forLanguageTag(locale.toLanguageTag()) is the locale; otherwise the
	// comparison runs as the JDK's does.
	reg("java/util/spi/LocaleServiceProvider.isSupportedLocale(Ljava/util/Locale;)Z", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		if a[1] == 0 {
			return 0, v.throwNew(t, "java/lang/NullPointerException", "")
		}
		loc, err := v.callVirtual(t, Ref(a[1]), "stripExtensions()Ljava/util/Locale;")
		if err != nil {
			return 0, err
		}
		if lt, err := v.loadClass("sun/util/locale/provider/AvailableLanguageTags"); err == nil && v.obj(Ref(a[0])).class.isSubclassOf(lt) {
			tags, err := v.callVirtual(t, Ref(a[0]), "getAvailableLanguageTags()Ljava/util/Set;")
			if err != nil {
				return 0, err
			}
			tag, err := v.callVirtual(t, Ref(loc), "toLanguageTag()Ljava/lang/String;")
			if err != nil {
				return 0, err
			}
			if tags != 0 {
				in, err := v.callVirtual(t, Ref(tags), "contains(Ljava/lang/Object;)Z", tag)
				if err != nil || in != 0 {
					return in, err
				}
			}
		}
		avail, err := v.callVirtual(t, Ref(a[0]), "getAvailableLocales()[Ljava/util/Locale;")
		if err != nil {
			return 0, err
		}
		if avail == 0 {
			return 0, v.throwNew(t, "java/lang/NullPointerException", "")
		}
		for _, l := range v.obj(Ref(avail)).slots {
			if l == 0 {
				return 0, v.throwNew(t, "java/lang/NullPointerException", "")
			}
			s, err := v.callVirtual(t, Ref(l), "stripExtensions()Ljava/util/Locale;")
			if err != nil {
				return 0, err
			}
			if eq, err := v.callVirtual(t, Ref(loc), "equals(Ljava/lang/Object;)Z", s); err != nil || eq != 0 {
				return eq, err
			}
		}
		return 0, nil
	})
	// ServiceLoader's own code runs (iterator, stream, findFirst, the
	// providers it caches until reload, a ServiceConfigurationError at
	// the element that fails), with the two look-ups that need the module
	// graph the VM does not build replaced:
	//   - ModuleServicesLookupIterator, the providers of named modules,
	//     gives for a service of the JDK the providers the JDK's modules
	//     declare in their module-info (classfile.JDKProviders), as java's
	//     boot layer does: the CLDR and JRE locale data of jdk.localedata
	//     (without which every locale formats as English), jdk.zipfs's
	//     file system, jdk.charsets' extended charsets. Each is a
	//     ServiceLoader.Provider of its public static provider() method,
	//     if it has one, else of its public no-argument constructor, made
	//     when the provider is reached (Provider.get);
	//   - LazyClassPathLookupIterator, the class path's
	//     META-INF/services/SERVICE files (BuiltinClassLoader.findResources
	//     finds them in the program's directories and jars), runs as the
	//     JDK's but for the check that a provider class is in no named
	//     module, which every program class passes (its getModule is null
	//     in the VM); inExplicitModule is false for the same reason.
	reg("java/util/ServiceLoader$ModuleServicesLookupIterator.<init>(Ljava/util/ServiceLoader;)V", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		it := v.mustClass("java/util/ServiceLoader$ModuleServicesLookupIterator")
		v.setField(a[0], it, "this$0", a[1])
		sl := v.mustClass("java/util/ServiceLoader")
		svc := v.getField(a[1], sl, "service")
		var refs []Ref
		if c := v.classOf(svc); c != nil && c.lib {
			jdk, err := v.cp.JDKProviders(c.Name)
			if err != nil {
				return 0, vmErrorf("ServiceLoader of %s: %v", classfile.DottedName(c.Name), err)
			}
			names, err := v.byModuleLoader(t, jdk)
			if err != nil {
				return 0, err
			}
			for _, name := range names {
				p, err := v.jdkProvider(t, a[1], name)
				if err != nil {
					return 0, err
				}
				refs = append(refs, p)
			}
		}
		l, err := v.arrayList(t, refs)
		if err != nil {
			return 0, err
		}
		iter, err := v.callVirtual(t, l, "iterator()Ljava/util/Iterator;")
		if err != nil {
			return 0, err
		}
		v.setField(a[0], it, "iterator", iter)
		return 0, nil
	})
	reg("java/util/ServiceLoader$ModuleServicesLookupIterator.hasNext()Z", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		it := v.mustClass("java/util/ServiceLoader$ModuleServicesLookupIterator")
		return v.callVirtual(t, Ref(v.getField(a[0], it, "iterator")), "hasNext()Z")
	})
	reg("java/util/ServiceLoader$ModuleServicesLookupIterator.next()Ljava/util/ServiceLoader$Provider;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		it := v.mustClass("java/util/ServiceLoader$ModuleServicesLookupIterator")
		return v.callVirtual(t, Ref(v.getField(a[0], it, "iterator")), "next()Ljava/lang/Object;")
	})
	reg("java/util/ServiceLoader.inExplicitModule(Ljava/lang/Class;)Z", retConst(0))
	reg("java/util/ServiceLoader$LazyClassPathLookupIterator.hasNextService()Z", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		it := v.mustClass("java/util/ServiceLoader$LazyClassPathLookupIterator")
		sl := v.mustClass("java/util/ServiceLoader")
		sce := v.mustClass("java/util/ServiceConfigurationError")
		loader := Ref(v.getField(a[0], it, "this$0"))
		svc := v.getField(loader, sl, "service")
		for v.getField(a[0], it, "nextProvider") == 0 && v.getField(a[0], it, "nextError") == 0 {
			p, err := v.classPathProvider(t, a[0], loader, svc)
			var jt *javaThrow
			if errors.As(err, &jt) && v.obj(jt.exc).class.isSubclassOf(sce) {
				v.setField(a[0], it, "nextError", uint64(jt.exc))
				continue
			}
			if err != nil || p == 0 {
				return 0, err
			}
			v.setField(a[0], it, "nextProvider", uint64(p))
		}
		return 1, nil
	})
	// Class.forName(Module, String) loads from the VM's one class path,
	// the module (null: no module graph) aside; null when there is no
	// such class, as the JDK's gives.
	reg("java/lang/Class.forName(Ljava/lang/Module;Ljava/lang/String;)Ljava/lang/Class;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		if a[1] == 0 {
			return 0, v.throwNew(t, "java/lang/NullPointerException", "")
		}
		c, err := v.loadClass(classfile.InternalName(v.goString(a[1])))
		if err != nil {
			if _, ok := err.(*classNotFound); ok {
				return 0, nil
			}
			return 0, err
		}
		return v.mirror(t, c), nil
	})
}

// reflectedMethod returns the method a java.lang.reflect.Method or
// Constructor (h, of class cname) stands for: the reflective objects name
// their class and their slot in its class file (executables).
func (v *VM) reflectedMethod(h Ref, cname string) (*Method, error) {
	rc := v.mustClass(cname)
	c := v.classOf(v.getField(h, rc, "clazz"))
	slot := int(v.getField(h, rc, "slot"))
	ctor := cname == "java/lang/reflect/Constructor"
	if c.cf == nil || slot < 0 || slot >= len(c.cf.Methods) || ctor != (c.cf.Methods[slot].Name == "<init>") {
		return nil, vmErrorf("%s of %s with slot %d is not one of its methods", classfile.DottedName(cname), c.Name, slot)
	}
	cm := c.cf.Methods[slot]
	m := c.methods[cm.Name+cm.Desc]
	if m == nil {
		return nil, vmErrorf("%s %s.%s%s not loaded", classfile.DottedName(cname), c.Name, cm.Name, cm.Desc)
	}
	return m, nil
}

// byModuleLoader orders JDK classes by their modules' class loaders as
// ServiceLoader visits them from the application class loader up: the
// application loader's modules, then the platform loader's, then the boot
// loader's (jdk.internal.module.ModuleLoaderMap's sets), keeping the order
// of classes of one loader.
func (v *VM) byModuleLoader(t *Thread, names []string) ([]string, error) {
	if len(names) < 2 {
		return names, nil
	}
	mlm, err := v.loadClass("jdk/internal/module/ModuleLoaderMap")
	if err != nil {
		return nil, err
	}
	if exc, err := v.initClass(t, mlm); err != nil || exc != 0 {
		return nil, javaErr(exc, err)
	}
	var sets [2]uint64
	for i, key := range []string{"platformModules()Ljava/util/Set;", "bootModules()Ljava/util/Set;"} {
		r, exc, err := v.callNested(t, mlm.methods[key], nil)
		if err != nil || exc != 0 {
			return nil, javaErr(exc, err)
		}
		sets[i] = r
	}
	rank := map[string]int{}
	for _, name := range names {
		mod := v.jdkClassModule(name + ".class")
		for i, set := range sets {
			in, err := v.callVirtual(t, Ref(set), "contains(Ljava/lang/Object;)Z", v.newString(t, mod))
			if err != nil {
				return nil, err
			}
			if in != 0 {
				rank[name] = i + 1
			}
		}
	}
	out := slices.Clone(names)
	slices.SortStableFunc(out, func(a, b string) int { return rank[a] - rank[b] })
	return out, nil
}

// jdkProvider makes the ServiceLoader.Provider of JDK provider class name
// for loader (a ServiceLoader) as the JDK's loadProvider does for a
// provider of a named module: of its public static provider() method if
// it has one, else of its public no-argument constructor. The provider
// itself is made by the Provider's get.
func (v *VM) jdkProvider(t *Thread, loader Ref, name string) (Ref, error) {
	c, err := v.loadClass(name)
	if err != nil {
		return 0, err
	}
	sl := v.mustClass("java/util/ServiceLoader")
	svc, acc := v.getField(loader, sl, "service"), v.getField(loader, sl, "acc")
	cac, err := v.arrayClass("[Ljava/lang/Class;")
	if err != nil {
		return 0, err
	}
	mirror := v.mirror(t, c)
	none := v.newArray(t, cac, 0)
	for key, m := range c.methods {
		if strings.HasPrefix(key, "provider()L") && m.IsStatic() && m.flags&classfile.AccPublic != 0 {
			fm, err := v.callVirtual(t, mirror, "getMethod(Ljava/lang/String;[Ljava/lang/Class;)Ljava/lang/reflect/Method;", v.internLiteral(t, "provider"), none)
			if err != nil {
				return 0, err
			}
			return v.construct(t, "java/util/ServiceLoader$ProviderImpl", "(Ljava/lang/Class;Ljava/lang/Class;Ljava/lang/reflect/Method;Ljava/security/AccessControlContext;)V", svc, mirror, fm, acc)
		}
	}
	ctor, err := v.callVirtual(t, mirror, "getConstructor([Ljava/lang/Class;)Ljava/lang/reflect/Constructor;", none)
	if err != nil {
		return 0, err
	}
	return v.construct(t, "java/util/ServiceLoader$ProviderImpl", "(Ljava/lang/Class;Ljava/lang/Class;Ljava/lang/reflect/Constructor;Ljava/security/AccessControlContext;)V", svc, mirror, ctor, acc)
}

// classPathProvider is one step of LazyClassPathLookupIterator's
// hasNextService (it, of ServiceLoader loader, for service class svc):
// the next provider class named by the class path's configuration files
// (its nextProviderClass, which fails with a ServiceConfigurationError
// for a class not found) made a Provider of its public no-argument
// constructor; 0 when there is none left. A class that does not
// implement the service is a ServiceConfigurationError, as in the JDK.
func (v *VM) classPathProvider(t *Thread, it, loader Ref, svc uint64) (Ref, error) {
	cls, err := v.callVirtual(t, it, "nextProviderClass()Ljava/lang/Class;")
	if err != nil || cls == 0 {
		return 0, err
	}
	ok, err := v.callVirtual(t, Ref(svc), "isAssignableFrom(Ljava/lang/Class;)Z", cls)
	if err != nil {
		return 0, err
	}
	if ok == 0 {
		name, err := v.callVirtual(t, Ref(cls), "getName()Ljava/lang/String;")
		if err != nil {
			return 0, err
		}
		sname, err := v.callVirtual(t, Ref(svc), "getName()Ljava/lang/String;")
		if err != nil {
			return 0, err
		}
		exc, err := v.construct(t, "java/util/ServiceConfigurationError", "(Ljava/lang/String;)V", v.newString(t, v.goString(Ref(sname))+": "+v.goString(Ref(name))+" not a subtype"))
		if err != nil {
			return 0, err
		}
		return 0, &javaThrow{exc}
	}
	ctor, err := v.callVirtual(t, loader, "getConstructor(Ljava/lang/Class;)Ljava/lang/reflect/Constructor;", cls)
	if err != nil {
		return 0, err
	}
	sl := v.mustClass("java/util/ServiceLoader")
	return v.construct(t, "java/util/ServiceLoader$ProviderImpl", "(Ljava/lang/Class;Ljava/lang/Class;Ljava/lang/reflect/Constructor;Ljava/security/AccessControlContext;)V", svc, cls, ctor, v.getField(loader, sl, "acc"))
}
