package vm

import (
	"strings"

	"weft/classfile"
)

// Class-path resources. The VM has one class path and no class loader
// objects of its own: the system class loader is the AppClassLoader of
// ClassLoader.getSystemClassLoader (natives_reflect.go), made without
// its constructor, so its URLClassPath and module maps are null. The
// JDK's resource look-ups are modelled where they reach them:
//
//   - BuiltinClassLoader.findResource(s) finds a name in the program's
//     class-path directories and jars (classfile.ClassPath.FindResources)
//     and makes the URLs java's URLClassPath makes: file:/DIR/NAME for a
//     directory's file, jar:file:/JAR!/NAME for a jar entry, from the
//     entry's canonical path;
//   - BootLoader.findResource(s), which ClassLoader.getResource asks
//     first, finds a class file of the JDK's modules as
//     jrt:/MODULE/NAME; the JDK's other resources are in its modules'
//     packages, which are not open to a class-path program, so java does
//     not find them either;
//   - Class.getResource(AsStream) resolves the name against the class's
//     package as java does and asks the system class loader for a
//     program class, and the class's module for a JDK class (a program
//     reaches a JDK module's class files only);
//   - Class.getClassLoader and Thread.getContextClassLoader give the
//     system class loader for a program's classes and threads, as java
//     does (null for the JDK's classes, the boot loader's);
//   - URL.openStream of a jar: URL of a class-path jar, and of a jrt: URL,
//     reads the entry's bytes (a ByteArrayInputStream); of a file: URL it
//     is java's, a FileInputStream through the VM's file model.
//
// ClassLoader.getResource(AsStream), getResources, getSystemResource(s)
// and getSystemResourceAsStream are java's code on top of these.
func init() {
	reg("jdk/internal/loader/BuiltinClassLoader.findResource(Ljava/lang/String;)Ljava/net/URL;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		if a[1] == 0 {
			return 0, v.throwNew(t, "java/lang/NullPointerException", "")
		}
		if !v.isAppLoader(a[0]) {
			return 0, nil // the platform class loader: no class path
		}
		rs := v.cp.FindResources(v.goString(a[1]))
		if len(rs) == 0 {
			return 0, nil
		}
		return v.resourceURL(t, rs[0])
	})
	reg("jdk/internal/loader/BuiltinClassLoader.findResources(Ljava/lang/String;)Ljava/util/Enumeration;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		if a[1] == 0 {
			return 0, v.throwNew(t, "java/lang/NullPointerException", "")
		}
		var urls []Ref
		name := v.goString(a[1])
		if !v.isAppLoader(a[0]) {
			return v.enumeration(t, nil)
		}
		for _, r := range v.cp.FindResources(name) {
			u, err := v.resourceURL(t, r)
			if err != nil {
				return 0, err
			}
			urls = append(urls, u)
		}
		return v.enumeration(t, urls)
	})
	reg("jdk/internal/loader/BootLoader.findResource(Ljava/lang/String;)Ljava/net/URL;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		if a[0] == 0 {
			return 0, v.throwNew(t, "java/lang/NullPointerException", "")
		}
		if m := v.jdkClassModule(v.goString(a[0])); m != "" {
			return v.newURL(t, "jrt:/"+m+"/"+v.goString(a[0]))
		}
		return 0, nil
	})
	reg("jdk/internal/loader/BootLoader.findResources(Ljava/lang/String;)Ljava/util/Enumeration;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		if a[0] == 0 {
			return 0, v.throwNew(t, "java/lang/NullPointerException", "")
		}
		var urls []Ref
		if m := v.jdkClassModule(v.goString(a[0])); m != "" {
			u, err := v.newURL(t, "jrt:/"+m+"/"+v.goString(a[0]))
			if err != nil {
				return 0, err
			}
			urls = append(urls, u)
		}
		return v.enumeration(t, urls)
	})
	reg("java/lang/Class.getResource(Ljava/lang/String;)Ljava/net/URL;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return v.classResource(t, a, false)
	})
	reg("java/lang/Class.getResourceAsStream(Ljava/lang/String;)Ljava/io/InputStream;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return v.classResource(t, a, true)
	})
	reg("java/lang/Class.getClassLoader()Ljava/lang/ClassLoader;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		if !programClass(v.classOf(a[0])) {
			return 0, nil
		}
		return v.systemLoader(t)
	})
	reg("java/lang/Thread.getContextClassLoader()Ljava/lang/ClassLoader;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		if cl := v.getField(a[0], v.cThread, "contextClassLoader"); cl != 0 {
			return cl, nil
		}
		return v.systemLoader(t)
	})
	// A jar: URL's connection (ServiceLoader reads META-INF/services
	// files through url.openConnection().getInputStream()) reads as
	// URL.openStream does, without the JDK's JarFile cache.
	reg("sun/net/www/protocol/jar/JarURLConnection.getInputStream()Ljava/io/InputStream;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		u := v.getField(a[0], v.mustClass("java/net/URLConnection"), "url")
		return v.callVirtual(t, Ref(u), "openStream()Ljava/io/InputStream;")
	})
	reg("java/net/URL.openStream()Ljava/io/InputStream;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		uc := v.mustClass("java/net/URL")
		proto := v.goString(v.getField(a[0], uc, "protocol"))
		file := v.goString(v.getField(a[0], uc, "file"))
		var data []byte
		switch proto {
		case "jar":
			jar, entry, ok := strings.Cut(file, "!/")
			if !ok || !strings.HasPrefix(jar, "file:") {
				return 0, vmErrorf("opening %s, a jar: URL of no class-path jar, is not modelled", v.urlString(t, a[0]))
			}
			jar, entry = v.decodeURLPath(t, strings.TrimPrefix(jar, "file:")), v.decodeURLPath(t, entry)
			r, found, onPath := v.cp.JarResource(jar, entry)
			if !onPath {
				return 0, vmErrorf("opening %s, a jar: URL of no class-path jar, is not modelled", v.urlString(t, a[0]))
			}
			if !found {
				return 0, v.throwNew(t, "java/io/FileNotFoundException", "JAR entry "+entry+" not found in "+jar)
			}
			b, err := r.Read()
			if err != nil {
				return 0, v.throwNew(t, "java/io/IOException", err.Error())
			}
			data = b
		case "jrt":
			mod, name, _ := strings.Cut(strings.TrimPrefix(v.decodeURLPath(t, file), "/"), "/")
			b, ok := v.cp.JDKResource(mod, name)
			if !ok {
				return 0, v.throwNew(t, "java/io/IOException", file+" not found")
			}
			data = b
		default:
			// URL.openStream is openConnection().getInputStream().
			conn, err := v.callVirtual(t, a[0], "openConnection()Ljava/net/URLConnection;")
			if err != nil {
				return 0, err
			}
			gi := v.mustClass("java/net/URLConnection").methods["getInputStream()Ljava/io/InputStream;"]
			return 0, &tailCall{m: gi, args: []uint64{conn}, virtual: true}
		}
		return v.construct(t, "java/io/ByteArrayInputStream", "([B)V", v.byteArray(t, data))
	})
}

// isAppLoader reports whether loader is the application class loader
// (the system class loader), which has the class path.
func (v *VM) isAppLoader(loader Ref) bool {
	return loader != 0 && v.obj(loader).class.Name == "jdk/internal/loader/ClassLoaders$AppClassLoader"
}

// programClass reports whether c is one of the program's classes (or an
// array of one), which java's application class loader defines; the
// JDK's classes and the primitive types have the boot loader, null.
func programClass(c *Class) bool {
	for c != nil && c.IsArray() {
		c = c.elem
	}
	if c == nil || c.prim != 0 {
		return false
	}
	if c.cf == nil {
		return !c.lib
	}
	return !classfile.IsJDK(c.cf.File)
}

// systemLoader is ClassLoader.getSystemClassLoader().
func (v *VM) systemLoader(t *Thread) (Ref, error) {
	return natives["java/lang/ClassLoader.getSystemClassLoader()Ljava/lang/ClassLoader;"](v, t, nil)
}

// classResource is Class.getResource (stream false) and
// Class.getResourceAsStream (stream true) of the class a[0], name a[1].
func (v *VM) classResource(t *Thread, a []uint64, stream bool) (uint64, error) {
	if a[1] == 0 {
		return 0, v.throwNew(t, "java/lang/NullPointerException", "")
	}
	c := v.classOf(a[0])
	rn, err := v.callVirtual(t, a[0], "resolveName(Ljava/lang/String;)Ljava/lang/String;", a[1])
	if err != nil {
		return 0, err
	}
	if programClass(c) {
		scl, err := v.systemLoader(t)
		if err != nil {
			return 0, err
		}
		key := "getResource(Ljava/lang/String;)Ljava/net/URL;"
		if stream {
			key = "getResourceAsStream(Ljava/lang/String;)Ljava/io/InputStream;"
		}
		return 0, &tailCall{m: v.mustClass("java/lang/ClassLoader").methods[key], args: []uint64{scl, rn}, virtual: true}
	}
	// A JDK class: a resource of its module. Its packages are open to
	// the module itself, to a program for class files only.
	for c != nil && c.IsArray() {
		c = c.elem
	}
	if c == nil || c.cf == nil {
		return 0, nil
	}
	mod := classfile.JDKModule(c.cf.File)
	name := v.goString(rn)
	if mod == "" || (!strings.HasSuffix(name, ".class") && !v.callerIsJDK(t)) {
		return 0, nil
	}
	b, ok := v.cp.JDKResource(mod, name)
	if !ok {
		return 0, nil
	}
	if stream {
		return v.construct(t, "java/io/ByteArrayInputStream", "([B)V", v.byteArray(t, b))
	}
	return v.newURL(t, "jrt:/"+mod+"/"+name)
}

// callerIsJDK reports whether the method that called the running native
// is the JDK's.
func (v *VM) callerIsJDK(t *Thread) bool {
	if n := len(t.frames); n > 0 {
		return !programClass(t.frames[n-1].m.Class)
	}
	return false
}

// jdkClassModule returns the JDK module of the class file name (such as
// "java/lang/Object.class"), or "" if name is not a JDK class's file.
func (v *VM) jdkClassModule(name string) string {
	cn, ok := strings.CutSuffix(name, ".class")
	if !ok || cn == "" {
		return ""
	}
	cf, err := v.cp.Lookup(cn)
	if err != nil {
		return ""
	}
	return classfile.JDKModule(cf.File)
}

// resourceURL makes the URL java's URLClassPath gives resource r:
// new URL(base, ParseUtil.encodePath(name, false)) with base
// file:/DIR/ or jar:file:/JAR!/.
func (v *VM) resourceURL(t *Thread, r classfile.Resource) (Ref, error) {
	enc, err := v.encodePath(t, r.Base)
	if err != nil {
		return 0, err
	}
	spec := "file:" + enc + "/"
	if r.Jar {
		spec = "jar:file:" + enc + "!/"
	}
	base, err := v.newURL(t, spec)
	if err != nil {
		return 0, err
	}
	name, err := v.encodePath(t, r.Name)
	if err != nil {
		return 0, err
	}
	return v.construct(t, "java/net/URL", "(Ljava/net/URL;Ljava/lang/String;)V", base, v.newString(t, name))
}

// newURL is new URL(spec).
func (v *VM) newURL(t *Thread, spec string) (Ref, error) {
	return v.construct(t, "java/net/URL", "(Ljava/lang/String;)V", v.newString(t, spec))
}

// encodePath is sun.net.www.ParseUtil.encodePath(p, false).
func (v *VM) encodePath(t *Thread, p string) (string, error) {
	pu := v.mustClass("sun/net/www/ParseUtil")
	if exc, err := v.initClass(t, pu); err != nil || exc != 0 {
		return "", javaErr(exc, err)
	}
	r, exc, err := v.callNested(t, pu.methods["encodePath(Ljava/lang/String;Z)Ljava/lang/String;"], []uint64{v.newString(t, p), 0})
	if err != nil || exc != 0 {
		return "", javaErr(exc, err)
	}
	return v.goString(r), nil
}

// decodeURLPath is sun.net.www.ParseUtil.decode(p) (p itself if that
// throws, as for a malformed escape).
func (v *VM) decodeURLPath(t *Thread, p string) string {
	pu := v.mustClass("sun/net/www/ParseUtil")
	if exc, err := v.initClass(t, pu); err != nil || exc != 0 {
		return p
	}
	r, exc, err := v.callNested(t, pu.methods["decode(Ljava/lang/String;)Ljava/lang/String;"], []uint64{v.newString(t, p)})
	if err != nil || exc != 0 {
		return p
	}
	return v.goString(r)
}

// urlString is u.toString(), for messages.
func (v *VM) urlString(t *Thread, u Ref) string {
	s, err := v.callVirtual(t, u, "toString()Ljava/lang/String;")
	if err != nil || s == 0 {
		return "a URL"
	}
	return v.goString(s)
}

// arrayList makes a java.util.ArrayList of refs.
func (v *VM) arrayList(t *Thread, refs []Ref) (Ref, error) {
	l, err := v.construct(t, "java/util/ArrayList", "()V")
	if err != nil {
		return 0, err
	}
	for _, r := range refs {
		if _, err := v.callVirtual(t, l, "add(Ljava/lang/Object;)Z", r); err != nil {
			return 0, err
		}
	}
	return l, nil
}

// enumeration makes an Enumeration of refs
// (Collections.enumeration(new ArrayList(...))).
func (v *VM) enumeration(t *Thread, refs []Ref) (Ref, error) {
	l, err := v.arrayList(t, refs)
	if err != nil {
		return 0, err
	}
	cs := v.mustClass("java/util/Collections")
	if exc, err := v.initClass(t, cs); err != nil || exc != 0 {
		return 0, javaErr(exc, err)
	}
	r, exc, err := v.callNested(t, cs.methods["enumeration(Ljava/util/Collection;)Ljava/util/Enumeration;"], []uint64{l})
	if err != nil || exc != 0 {
		return 0, javaErr(exc, err)
	}
	return r, nil
}
