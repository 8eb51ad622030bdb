package vm

import (
	"io"
	"os"
	"path/filepath"
	"strings"

	"weft/classfile"
)

// The natives of java.io's files (FileDescriptor, FileInputStream,
// FileOutputStream, RandomAccessFile, UnixFileSystem) over the VM's files
// (io.go), and model methods of java.nio.file.Files that open them through
// java.io instead of the NIO channels (whose natives work on native memory).
// A Files method not modelled here reaches sun.nio.fs's natives and stops
// with the VM's "not modelled" error.

func init() {
	reg("jdk/internal/loader/BootLoader.loadLibrary(Ljava/lang/String;)V", noop)
	// A file stream registers its descriptor with the common Cleaner,
	// whose thread closes it when the stream is garbage: the VM collects
	// no garbage, and that thread would be one more to interleave.
	reg("java/io/FileCleanable.register(Ljava/io/FileDescriptor;)V", noop)
	// PrintWriter.format and printf format as String.format does (the
	// VM's formatter, format.go, or java.util.Formatter for a locale
	// other than English: formatLocale) and write the result.
	pwFormat := func(locale bool) nativeFn {
		return func(v *VM, t *Thread, a []uint64) (uint64, error) {
			s, err := v.formatCall(t, a, locale)
			if err != nil {
				return 0, err
			}
			if _, exc, err := v.invokeVirtualNested(t, a[0], "write(Ljava/lang/String;)V", v.newString(t, s)); err != nil || exc != 0 {
				if exc != 0 {
					return 0, &javaThrow{exc}
				}
				return 0, err
			}
			if v.getField(a[0], v.mustClass("java/io/PrintWriter"), "autoFlush") != 0 {
				if _, exc, err := v.invokeVirtualNested(t, a[0], "flush()V"); err != nil || exc != 0 {
					if exc != 0 {
						return 0, &javaThrow{exc}
					}
					return 0, err
				}
			}
			return a[0], nil
		}
	}
	for _, m := range []string{"printf", "format"} {
		reg("java/io/PrintWriter."+m+"(Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintWriter;", pwFormat(false))
		reg("java/io/PrintWriter."+m+"(Ljava/util/Locale;Ljava/lang/String;[Ljava/lang/Object;)Ljava/io/PrintWriter;", pwFormat(true))
	}
	reg("jdk/internal/loader/BootLoader.setBootLoaderUnnamedModule0(Ljava/lang/Module;)V", noop)
	reg("sun/nio/fs/UnixNativeDispatcher.init()I", retConst(0))
	// SharedSecrets initializes a class through MethodHandles.Lookup's
	// ensureInitialized, whose access check needs the caller's module.
	reg("jdk/internal/access/SharedSecrets.ensureClassInitialized(Ljava/lang/Class;)V", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		if exc, err := v.initClass(t, v.classOf(a[0])); err != nil {
			return 0, err
		} else if exc != 0 {
			return 0, &javaThrow{exc}
		}
		return 0, nil
	})
	reg("sun/nio/fs/UnixNativeDispatcher.getcwd()[B", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return v.byteArray(t, []byte(v.disk.cwd)), nil
	})
	for _, c := range []string{"java/io/UnixFileSystem", "java/io/FileDescriptor", "java/io/FileInputStream", "java/io/FileOutputStream", "java/io/RandomAccessFile"} {
		reg(c+".initIDs()V", noop)
	}

	// FileDescriptor.
	reg("java/io/FileDescriptor.getHandle(I)J", retConst(^uint64(0)))
	reg("java/io/FileDescriptor.getAppend(I)Z", retConst(0))
	reg("java/io/FileDescriptor.sync()V", noop)
	reg("java/io/FileDescriptor.close0()V", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		fdc := v.mustClass("java/io/FileDescriptor")
		fd := int32(v.getField(a[0], fdc, "fd"))
		if fd == -1 {
			return 0, nil
		}
		delete(v.io.fds, fd)
		v.setField(a[0], fdc, "fd", uint64(0xffffffff))
		return 0, nil
	})

	// FileInputStream.
	reg("java/io/FileInputStream.open0(Ljava/lang/String;)V", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return 0, v.openStream(t, a[0], a[1], openFile{read: true}, "")
	})
	reg("java/io/FileInputStream.read0()I", read0)
	reg("java/io/FileInputStream.readBytes([BII)I", readBytes)
	reg("java/io/FileInputStream.available0()I", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		fd, err := v.streamFDOf(t, a[0])
		if err != nil {
			return 0, err
		}
		if fd == 0 {
			v.readStdinAhead()
			return uint64(len(v.stdin.buf) - v.io.stdinPos), nil
		}
		f := v.io.fds[fd]
		return uint64(max(0, v.fileSize(f.path)-f.pos)), nil
	})
	reg("java/io/FileInputStream.skip0(J)J", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		fd, err := v.streamFDOf(t, a[0])
		if err != nil {
			return 0, err
		}
		if err := v.fileOp(t, v.streamAccess(v.streamFDObj(a[0]), fd, false)...); err != nil {
			return 0, err
		}
		n := int64(a[1])
		if fd == 0 {
			if n <= 0 {
				return 0, nil
			}
			b := v.readStdin(int(min(n, 1<<30)))
			return uint64(len(b)), nil
		}
		f := v.io.fds[fd]
		if f.pos+n < 0 {
			return 0, v.throwNew(t, "java/io/IOException", "Invalid argument")
		}
		f.pos += n
		v.io.fds[fd] = f
		return uint64(n), nil
	})
	reg("java/io/FileInputStream.length0()J", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		fd, err := v.streamFDOf(t, a[0])
		if err != nil || fd == 0 {
			return 0, err
		}
		return uint64(v.fileSize(v.io.fds[fd].path)), nil
	})
	reg("java/io/FileInputStream.position0()J", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		fd, err := v.streamFDOf(t, a[0])
		if err != nil {
			return 0, err
		}
		if fd == 0 {
			return uint64(v.io.stdinPos), nil
		}
		return uint64(v.io.fds[fd].pos), nil
	})

	// FileOutputStream.
	reg("java/io/FileOutputStream.open0(Ljava/lang/String;Z)V", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return 0, v.openStream(t, a[0], a[1], openFile{write: true, append: a[2] != 0}, "")
	})
	// A byte, and a range of a byte array, written by a FileOutputStream or
	// a RandomAccessFile (a[0]).
	writeByte := func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return 0, v.writeStream(t, a[0], []byte{byte(a[1])})
	}
	writeBytes := func(v *VM, t *Thread, a []uint64) (uint64, error) {
		b, err := v.byteRange(t, a[1], a[2], a[3])
		if err != nil {
			return 0, err
		}
		return 0, v.writeStream(t, a[0], b)
	}
	reg("java/io/FileOutputStream.write(IZ)V", writeByte)
	reg("java/io/FileOutputStream.writeBytes([BIIZ)V", writeBytes)

	// RandomAccessFile: mode is O_RDONLY 1, O_RDWR 2 (| O_SYNC 4, O_DSYNC 8).
	reg("java/io/RandomAccessFile.open0(Ljava/lang/String;I)V", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		rw := a[2]&2 != 0
		mode := "r"
		if rw {
			mode = "rw"
		}
		return 0, v.openStream(t, a[0], a[1], openFile{read: true, write: rw}, mode)
	})
	reg("java/io/RandomAccessFile.read0()I", read0)
	reg("java/io/RandomAccessFile.readBytes([BII)I", readBytes)
	reg("java/io/RandomAccessFile.write0(I)V", writeByte)
	reg("java/io/RandomAccessFile.writeBytes([BII)V", writeBytes)
	reg("java/io/RandomAccessFile.getFilePointer()J", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		fd, err := v.streamFDOf(t, a[0])
		if err != nil {
			return 0, err
		}
		return uint64(v.io.fds[fd].pos), nil
	})
	reg("java/io/RandomAccessFile.seek0(J)V", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		fd, err := v.streamFDOf(t, a[0])
		if err != nil {
			return 0, err
		}
		if err := v.fileOp(t, fileAccess{true, v.obj(v.streamFDObj(a[0])).id, filePosition}); err != nil {
			return 0, err
		}
		f := v.io.fds[fd]
		f.pos = int64(a[1])
		v.io.fds[fd] = f
		return 0, nil
	})
	reg("java/io/RandomAccessFile.length()J", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		fd, err := v.streamFDOf(t, a[0])
		if err != nil {
			return 0, err
		}
		return uint64(v.fileSize(v.io.fds[fd].path)), nil
	})
	reg("java/io/RandomAccessFile.setLength(J)V", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		fd, err := v.streamFDOf(t, a[0])
		if err != nil {
			return 0, err
		}
		if err := v.fileOp(t, v.streamAccess(v.streamFDObj(a[0]), fd, true)...); err != nil {
			return 0, err
		}
		f := v.io.fds[fd]
		if !f.write {
			return 0, v.throwNew(t, "java/io/IOException", "Bad file descriptor")
		}
		if int64(a[1]) < 0 {
			return 0, v.throwNew(t, "java/io/IOException", "Invalid argument")
		}
		if err := v.truncate(f.path, int64(a[1])); err != nil {
			return 0, v.throwNew(t, "java/io/IOException", ioMessage(err))
		}
		f.pos = min(f.pos, int64(a[1]))
		v.io.fds[fd] = f
		return 0, nil
	})

	// java.io.UnixFileSystem (java.io.File's queries and changes).
	const (
		baExists    = 1
		baRegular   = 2
		baDirectory = 4
	)
	filePath := func(v *VM, f Ref) string {
		return v.disk.abs(v.goString(v.getField(f, v.mustClass("java/io/File"), "path")))
	}
	reg("java/io/UnixFileSystem.canonicalize0(Ljava/lang/String;)Ljava/lang/String;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return v.newString(t, v.disk.abs(v.goString(a[1]))), nil
	})
	reg("java/io/UnixFileSystem.getBooleanAttributes0(Ljava/io/File;)I", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		p := filePath(v, a[1])
		if err := v.fileOp(t, fileRead(p)); err != nil {
			return 0, err
		}
		k := v.kind(p)
		switch {
		case !k.exists:
			return 0, nil
		case k.dir:
			return baExists | baDirectory, nil
		}
		return baExists | baRegular, nil
	})
	reg("java/io/UnixFileSystem.checkAccess(Ljava/io/File;I)Z", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		p := filePath(v, a[1])
		if err := v.fileOp(t, fileRead(p)); err != nil {
			return 0, err
		}
		k := v.kind(p)
		if !k.exists {
			return 0, nil
		}
		// ACCESS_READ 4, ACCESS_WRITE 2, ACCESS_EXECUTE 1: the owner's bits.
		want := os.FileMode(a[2]&7) << 6
		return boolSlot(k.mode.Perm()&want == want), nil
	})
	reg("java/io/UnixFileSystem.getLastModifiedTime(Ljava/io/File;)J", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		p := filePath(v, a[1])
		if err := v.fileOp(t, fileRead(p)); err != nil {
			return 0, err
		}
		if !v.kind(p).exists {
			return 0, nil
		}
		return uint64(v.fileMtime(p)), nil
	})
	reg("java/io/UnixFileSystem.getLength(Ljava/io/File;)J", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		p := filePath(v, a[1])
		if err := v.fileOp(t, fileRead(p)); err != nil {
			return 0, err
		}
		if k := v.kind(p); !k.exists {
			return 0, nil
		} else if k.dir {
			return 4096, nil
		}
		return uint64(v.fileSize(p)), nil
	})
	reg("java/io/UnixFileSystem.getNameMax0(Ljava/lang/String;)J", retConst(255))
	reg("java/io/UnixFileSystem.list(Ljava/io/File;)[Ljava/lang/String;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		p := filePath(v, a[1])
		if err := v.fileOp(t, fileRead(p)); err != nil {
			return 0, err
		}
		if k := v.kind(p); !k.exists || !k.dir {
			return 0, nil
		}
		return v.stringArray(t, v.list(p))
	})
	reg("java/io/UnixFileSystem.createFileExclusively(Ljava/lang/String;)Z", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		p := v.disk.abs(v.goString(a[1]))
		if err := v.fileOp(t, fileWrite(p), fileWrite(filepath.Dir(p))); err != nil {
			return 0, err
		}
		if v.kind(p).exists {
			return 0, nil
		}
		if d := v.kind(filepath.Dir(p)); !d.exists || !d.dir {
			return 0, v.throwNew(t, "java/io/IOException", "No such file or directory")
		}
		v.setOver(p, &overFile{})
		return 1, nil
	})
	reg("java/io/UnixFileSystem.createDirectory(Ljava/io/File;)Z", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		p := filePath(v, a[1])
		if err := v.fileOp(t, fileWrite(p), fileWrite(filepath.Dir(p))); err != nil {
			return 0, err
		}
		if d := v.kind(filepath.Dir(p)); v.kind(p).exists || !d.exists || !d.dir {
			return 0, nil
		}
		v.setOver(p, &overFile{dir: true})
		return 1, nil
	})
	reg("java/io/UnixFileSystem.delete0(Ljava/io/File;)Z", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		p := filePath(v, a[1])
		if err := v.fileOp(t, fileWrite(p), fileWrite(filepath.Dir(p))); err != nil {
			return 0, err
		}
		k := v.kind(p)
		if !k.exists || (k.dir && len(v.list(p)) > 0) {
			return 0, nil
		}
		v.setOver(p, &overFile{gone: true})
		return 1, nil
	})
	reg("java/io/UnixFileSystem.rename0(Ljava/io/File;Ljava/io/File;)Z", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		from, to := filePath(v, a[1]), filePath(v, a[2])
		if err := v.fileOp(t, fileWrite(from), fileWrite(to), fileWrite(filepath.Dir(from)), fileWrite(filepath.Dir(to))); err != nil {
			return 0, err
		}
		k := v.kind(from)
		if !k.exists || k.dir {
			return 0, nil // directories are not moved
		}
		data, err := v.fileData(from)
		if err != nil {
			return 0, nil
		}
		v.setOver(to, &overFile{data: data})
		v.setOver(from, &overFile{gone: true})
		return 1, nil
	})
}

// byteArray makes a new byte[] holding b.
func (v *VM) byteArray(t *Thread, b []byte) Ref {
	h := v.newArray(t, v.primArrays[8], len(b)) // T_BYTE
	s := v.obj(h).slots
	for i, c := range b {
		s[i] = uint64(uint32(int32(int8(c))))
	}
	return h
}

// stringArray makes a new String[] of ss.
func (v *VM) stringArray(t *Thread, ss []string) (Ref, error) {
	ac, err := v.arrayClass("[Ljava/lang/String;")
	if err != nil {
		return 0, err
	}
	h := v.newArray(t, ac, len(ss))
	for i, s := range ss {
		v.obj(h).slots[i] = v.newString(t, s)
	}
	return h, nil
}

// ioMessage is HotSpot's strerror text for a failed open or read.
func ioMessage(err error) string {
	switch {
	case os.IsNotExist(err):
		return "No such file or directory"
	case os.IsPermission(err):
		return "Permission denied"
	}
	if e, ok := err.(ioError); ok {
		return string(e)
	}
	if pe, ok := err.(*os.PathError); ok {
		return pe.Err.Error()
	}
	return err.Error()
}

// streamFDObj is the FileDescriptor of a FileInputStream, FileOutputStream
// or RandomAccessFile.
func (v *VM) streamFDObj(s Ref) Ref {
	f := v.obj(s).class.findField("fd")
	if f == nil {
		return 0
	}
	return v.obj(s).slots[f.Slot]
}

// streamFDOf is the open descriptor of stream s; a closed stream throws
// IOException("Stream Closed"), as HotSpot's.
func (v *VM) streamFDOf(t *Thread, s Ref) (int32, error) {
	fdo := v.streamFDObj(s)
	if fdo == 0 {
		return 0, v.throwNew(t, "java/io/IOException", "Stream Closed")
	}
	fd := int32(v.getField(fdo, v.mustClass("java/io/FileDescriptor"), "fd"))
	if fd < 0 {
		return 0, v.throwNew(t, "java/io/IOException", "Stream Closed")
	}
	if fd > 2 {
		if _, ok := v.io.fds[fd]; !ok {
			return 0, v.throwNew(t, "java/io/IOException", "Bad file descriptor")
		}
	}
	return fd, nil
}

// openStream opens the path name (a String) for stream s and stores the new
// descriptor in s's FileDescriptor. mode is a RandomAccessFile's ("r",
// "rw"), "" for the streams. Failures throw FileNotFoundException with
// HotSpot's message, "name (reason)".
func (v *VM) openStream(t *Thread, s, name Ref, f openFile, mode string) error {
	if name == 0 {
		return v.throwNew(t, "java/lang/NullPointerException", "")
	}
	shown := v.goString(name)
	p := v.disk.abs(shown)
	acc := []fileAccess{fileRead(p)}
	if f.write {
		acc = []fileAccess{fileWrite(p), fileWrite(filepath.Dir(p))}
	}
	if err := v.fileOp(t, acc...); err != nil {
		return err
	}
	fail := func(why string) error {
		return v.throwNew(t, "java/io/FileNotFoundException", shown+" ("+why+")")
	}
	k := v.kind(p)
	switch {
	case k.exists && k.dir:
		return fail("Is a directory")
	case !k.exists && !f.write:
		return fail("No such file or directory")
	case devices[p]:
	case !k.exists:
		if d := v.kind(filepath.Dir(p)); !d.exists || !d.dir {
			return fail("No such file or directory")
		}
		v.setOver(p, &overFile{})
	case f.write && mode == "" && !f.append:
		v.setOver(p, &overFile{}) // truncated
	}
	if f.read && !devices[p] {
		if _, err := v.fileData(p); err == errNotRegular {
			return vmErrorf("opening %s, which is not a regular file, is not modelled", shown)
		} else if err != nil {
			return fail(ioMessage(err))
		}
	}
	f.path = p
	fd := v.openFD(f)
	fdo := v.streamFDObj(s)
	if fdo == 0 {
		return vmErrorf("%s has no FileDescriptor", v.obj(s).class.Name)
	}
	v.setField(fdo, v.mustClass("java/io/FileDescriptor"), "fd", uint64(uint32(fd)))
	v.setField(fdo, v.mustClass("java/io/FileDescriptor"), "append", boolSlot(f.append))
	return nil
}

func read0(v *VM, t *Thread, a []uint64) (uint64, error) {
	fd, err := v.streamFDOf(t, a[0])
	if err != nil {
		return 0, err
	}
	if err := v.fileOp(t, v.streamAccess(v.streamFDObj(a[0]), fd, false)...); err != nil {
		return 0, err
	}
	b, err := v.readFD(fd, 1)
	if err != nil {
		return 0, v.throwNew(t, "java/io/IOException", ioMessage(err))
	}
	if len(b) == 0 {
		return uint64(0xffffffff), nil // -1
	}
	return uint64(b[0]), nil
}

func readBytes(v *VM, t *Thread, a []uint64) (uint64, error) {
	if a[1] == 0 {
		return 0, v.throwNew(t, "java/lang/NullPointerException", "")
	}
	sl := v.obj(a[1]).slots
	off, n := int(int32(a[2])), int(int32(a[3]))
	if off < 0 || n < 0 || off+n > len(sl) {
		return 0, v.throwNew(t, "java/lang/IndexOutOfBoundsException", "")
	}
	if n == 0 {
		return 0, nil
	}
	fd, err := v.streamFDOf(t, a[0])
	if err != nil {
		return 0, err
	}
	if err := v.fileOp(t, v.streamAccess(v.streamFDObj(a[0]), fd, false)...); err != nil {
		return 0, err
	}
	b, err := v.readFD(fd, n)
	if err != nil {
		return 0, v.throwNew(t, "java/io/IOException", ioMessage(err))
	}
	if len(b) == 0 {
		return uint64(0xffffffff), nil
	}
	d := v.mut(a[1]).slots
	for i, c := range b {
		d[off+i] = uint64(uint32(int32(int8(c))))
	}
	return uint64(len(b)), nil
}

func (v *VM) writeStream(t *Thread, s Ref, b []byte) error {
	fd, err := v.streamFDOf(t, s)
	if err != nil {
		return err
	}
	if err := v.fileOp(t, v.streamAccess(v.streamFDObj(s), fd, true)...); err != nil {
		return err
	}
	if err := v.writeFD(fd, b); err != nil {
		return v.throwNew(t, "java/io/IOException", ioMessage(err))
	}
	return nil
}

// readStdinAhead buffers all of a fixed standard input (a byte slice's
// reader, as explorations have), so available() counts all of it; a
// process's stdin is not read ahead: available() is what was buffered.
func (v *VM) readStdinAhead() {
	if r := v.cfg.Stdin; r != nil && isBytesReader(r) && !v.stdin.eof {
		rest, _ := io.ReadAll(r)
		v.stdin.buf = append(v.stdin.buf, rest...)
		v.stdin.eof = true
	}
}

// bootStdin makes System.in a FileInputStream on descriptor 0, without
// running constructors (as boot makes System.out). Its objects are named
// "System.in" rather than by the main thread's allocation counter, so
// that adding them renamed no other object.
func (v *VM) bootStdin() error {
	fdc, err := v.loadClass("java/io/FileDescriptor")
	if err != nil {
		return err
	}
	fis, err := v.loadClass("java/io/FileInputStream")
	if err != nil {
		return err
	}
	named := func(c *Class, seq int) Ref {
		o := v.newObj(c.nInst)
		o.class = c
		o.id = ObjectID{Thread: "main", Site: classfile.Site{Class: "java/lang/System", Method: "in"}, Seq: seq}
		h := Ref(v.nobj)
		v.setObj(h, o)
		v.highWater = max(v.highWater, int(h)+1)
		v.allocs++
		return h
	}
	fd := named(fdc, 1)
	v.setField(fd, fdc, "handle", ^uint64(0))
	in := named(fis, 2)
	v.setField(in, fis, "fd", fd)
	v.setField(in, fis, "closeLock", named(v.cObject, 3))
	sys := v.mustClass("java/lang/System")
	v.mut(v.cs(sys.id).statics).slots[sys.findField("in").Slot] = in
	return nil
}

func init() {
	// Scanner.useLocale (every Scanner constructor calls it) reads the
	// locale's DecimalFormat and DecimalFormatSymbols through the locale
	// providers, which are outside java.base. This model sets the
	// separators, signs and special values of the English formats, as
	// the JDK's useLocale computes them for Locale.US; the VM formats
	// numbers in English whatever the locale (format.go).
	reg("java/util/Scanner.useLocale(Ljava/util/Locale;)Ljava/util/Scanner;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		sc := v.obj(a[0]).class
		if a[1] == 0 {
			return 0, v.throwNew(t, "java/lang/NullPointerException", "")
		}
		if v.getField(a[0], sc, "locale") == a[1] {
			return a[0], nil
		}
		v.setField(a[0], sc, "modCount", uint64(uint32(int32(v.getField(a[0], sc, "modCount"))+1)))
		v.setField(a[0], sc, "locale", a[1])
		for _, f := range [][2]string{{"groupSeparator", `\x{2c}`}, {"decimalSeparator", `\x{2e}`},
			{"nanString", `\QNaN\E`}, {"infinityString", "\\Q\u221e\\E"}, {"positivePrefix", ""},
			{"negativePrefix", `\Q-\E`}, {"positiveSuffix", ""}, {"negativeSuffix", ""}} {
			v.setField(a[0], sc, f[0], v.newString(t, f[1]))
		}
		v.setField(a[0], sc, "integerPattern", 0)
		v.setField(a[0], sc, "floatPattern", 0)
		return a[0], nil
	})
}

// psWrite writes s as a PrintStream's natives print it (UTF-8): to
// stdout or stderr for System.out and System.err, else as bytes to the
// stream's OutputStream, flushed after a newline when the stream flushes
// automatically.
func (v *VM) psWrite(t *Thread, ps Ref, s string) error {
	if fd, ok := v.streamFD(ps); ok {
		v.write(fd, s)
		return nil
	}
	if err := v.psCall(t, ps, "write([BII)V", v.byteArray(t, []byte(s)), 0, uint64(len(s))); err != nil {
		return err
	}
	if v.getField(ps, v.mustClass("java/io/PrintStream"), "autoFlush") != 0 && strings.Contains(s, "\n") {
		return v.psCall(t, ps, "flush()V")
	}
	return nil
}

// psCall calls a method of PrintStream ps's OutputStream; an IOException
// sets ps's error flag (checkError), as PrintStream's methods catch it, and
// so does a closed stream.
func (v *VM) psCall(t *Thread, ps Ref, key string, args ...uint64) error {
	pc := v.mustClass("java/io/PrintStream")
	out := v.getField(ps, v.mustClass("java/io/FilterOutputStream"), "out")
	if out == 0 {
		v.setField(ps, pc, "trouble", 1)
		return nil
	}
	_, exc, err := v.invokeVirtualNested(t, out, key, args...)
	if err != nil {
		return err
	}
	if exc != 0 {
		if v.obj(exc).class.isSubclassOf(v.mustClass("java/io/IOException")) {
			v.setField(ps, pc, "trouble", 1)
			return nil
		}
		return &javaThrow{exc}
	}
	return nil
}

// java.nio.file.Files, modelled over the VM's files through java.io's
// streams. The options and errors follow the JDK's Unix provider; a
// directory is listed in name order (the JDK's is the directory's order).
func init() {
	const files = "java/nio/file/Files."
	exists := func(v *VM, t *Thread, a []uint64) (pathKind, error) {
		_, p, err := v.pathOf(t, a[0])
		if err != nil {
			return pathKind{}, err
		}
		if err := v.fileOp(t, fileRead(p)); err != nil {
			return pathKind{}, err
		}
		return v.kind(p), nil
	}
	reg(files+"exists(Ljava/nio/file/Path;[Ljava/nio/file/LinkOption;)Z", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		k, err := exists(v, t, a)
		return boolSlot(k.exists), err
	})
	reg(files+"notExists(Ljava/nio/file/Path;[Ljava/nio/file/LinkOption;)Z", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		k, err := exists(v, t, a)
		return boolSlot(!k.exists), err
	})
	reg(files+"isDirectory(Ljava/nio/file/Path;[Ljava/nio/file/LinkOption;)Z", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		k, err := exists(v, t, a)
		return boolSlot(k.exists && k.dir), err
	})
	reg(files+"isRegularFile(Ljava/nio/file/Path;[Ljava/nio/file/LinkOption;)Z", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		k, err := exists(v, t, a)
		return boolSlot(k.exists && !k.dir), err
	})
	// existing is the path of a[0], which must exist (NoSuchFileException),
	// and be a regular file if file (IOException "Is a directory").
	existing := func(v *VM, t *Thread, a []uint64, file bool) (string, error) {
		shown, p, err := v.pathOf(t, a[0])
		if err != nil {
			return "", err
		}
		if err := v.fileOp(t, fileRead(p)); err != nil {
			return "", err
		}
		k := v.kind(p)
		if !k.exists {
			return "", v.throwNew(t, "java/nio/file/NoSuchFileException", shown)
		}
		if file && k.dir {
			return "", v.throwNew(t, "java/io/IOException", "Is a directory")
		}
		return p, nil
	}
	reg(files+"size(Ljava/nio/file/Path;)J", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		p, err := existing(v, t, a, false)
		if err != nil {
			return 0, err
		}
		if v.kind(p).dir {
			return 4096, nil
		}
		return uint64(v.fileSize(p)), nil
	})
	reg(files+"readAllBytes(Ljava/nio/file/Path;)[B", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		p, err := existing(v, t, a, true)
		if err != nil {
			return 0, err
		}
		b, err := v.fileData(p)
		if devices[p] || err == errNotRegular {
			return 0, vmErrorf("Files.readAllBytes of %s, which is not a regular file, is not modelled", p)
		}
		if err != nil {
			return 0, v.throwNew(t, "java/io/IOException", ioMessage(err))
		}
		return v.byteArray(t, b), nil
	})
	reg(files+"newInputStream(Ljava/nio/file/Path;[Ljava/nio/file/OpenOption;)Ljava/io/InputStream;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		opts, err := v.openOptions(a[1])
		if err != nil {
			return 0, err
		}
		for o := range opts {
			switch o {
			case "READ", "NOFOLLOW_LINKS":
			case "APPEND", "WRITE":
				return 0, v.throwNew(t, "java/lang/UnsupportedOperationException", "'"+o+"' not allowed")
			default:
				return 0, vmErrorf("Files.newInputStream with option %s is not modelled", o)
			}
		}
		p, err := existing(v, t, a, true)
		if err != nil {
			return 0, err
		}
		if _, err := v.fileData(p); err == errNotRegular && !devices[p] {
			return 0, vmErrorf("opening %s, which is not a regular file, is not modelled", p)
		} else if err != nil && !devices[p] {
			return 0, v.throwNew(t, "java/io/IOException", ioMessage(err))
		}
		return v.streamOn(t, "java/io/FileInputStream", openFile{path: p, read: true})
	})
	reg(files+"newOutputStream(Ljava/nio/file/Path;[Ljava/nio/file/OpenOption;)Ljava/io/OutputStream;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		opts, err := v.openOptions(a[1])
		if err != nil {
			return 0, err
		}
		if len(opts) == 0 {
			opts = map[string]bool{"CREATE": true, "TRUNCATE_EXISTING": true, "WRITE": true}
		}
		for o := range opts {
			switch o {
			case "CREATE", "CREATE_NEW", "TRUNCATE_EXISTING", "WRITE", "APPEND", "NOFOLLOW_LINKS", "SYNC", "DSYNC":
			case "READ":
				return 0, v.throwNew(t, "java/lang/IllegalArgumentException", "READ not allowed")
			default:
				return 0, vmErrorf("Files.newOutputStream with option %s is not modelled", o)
			}
		}
		shown, p, err := v.pathOf(t, a[0])
		if err != nil {
			return 0, err
		}
		if err := v.fileOp(t, fileWrite(p), fileWrite(filepath.Dir(p))); err != nil {
			return 0, err
		}
		k := v.kind(p)
		switch {
		case k.exists && opts["CREATE_NEW"]:
			return 0, v.throwNew(t, "java/nio/file/FileAlreadyExistsException", shown)
		case k.exists && k.dir:
			return 0, v.throwNew(t, "java/nio/file/FileSystemException", shown+": Is a directory")
		case !k.exists && !opts["CREATE"] && !opts["CREATE_NEW"]:
			return 0, v.throwNew(t, "java/nio/file/NoSuchFileException", shown)
		case !k.exists:
			if d := v.kind(filepath.Dir(p)); !d.exists || !d.dir {
				return 0, v.throwNew(t, "java/nio/file/NoSuchFileException", shown)
			}
			v.setOver(p, &overFile{})
		case opts["TRUNCATE_EXISTING"] && !opts["APPEND"]:
			v.setOver(p, &overFile{})
		}
		return v.streamOn(t, "java/io/FileOutputStream", openFile{path: p, write: true, append: opts["APPEND"]})
	})
	reg(files+"list(Ljava/nio/file/Path;)Ljava/util/stream/Stream;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		shown, p, err := v.pathOf(t, a[0])
		if err != nil {
			return 0, err
		}
		if err := v.fileOp(t, fileRead(p)); err != nil {
			return 0, err
		}
		if k := v.kind(p); !k.exists {
			return 0, v.throwNew(t, "java/nio/file/NoSuchFileException", shown)
		} else if !k.dir {
			return 0, v.throwNew(t, "java/nio/file/NotDirectoryException", shown)
		}
		list, err := v.construct(t, "java/util/ArrayList", "()V")
		if err != nil {
			return 0, err
		}
		for _, n := range v.list(p) {
			child, err := v.callVirtual(t, a[0], "resolve(Ljava/lang/String;)Ljava/nio/file/Path;", v.newString(t, n))
			if err != nil {
				return 0, err
			}
			if _, err := v.callVirtual(t, list, "add(Ljava/lang/Object;)Z", child); err != nil {
				return 0, err
			}
		}
		return v.callVirtual(t, list, "stream()Ljava/util/stream/Stream;")
	})
	reg(files+"lines(Ljava/nio/file/Path;Ljava/nio/charset/Charset;)Ljava/util/stream/Stream;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		fc := v.mustClass("java/nio/file/Files")
		br, exc, err := v.callNested(t, fc.methods["newBufferedReader(Ljava/nio/file/Path;Ljava/nio/charset/Charset;)Ljava/io/BufferedReader;"], a[:2])
		if err != nil || exc != 0 {
			return 0, javaErr(exc, err)
		}
		return 0, &tailCall{m: fc.methods["createBufferedReaderLinesStream(Ljava/io/BufferedReader;)Ljava/util/stream/Stream;"], args: []uint64{br}}
	})
	del := func(v *VM, t *Thread, a []uint64, must bool) (uint64, error) {
		shown, p, err := v.pathOf(t, a[0])
		if err != nil {
			return 0, err
		}
		if err := v.fileOp(t, fileWrite(p), fileWrite(filepath.Dir(p))); err != nil {
			return 0, err
		}
		k := v.kind(p)
		switch {
		case !k.exists && must:
			return 0, v.throwNew(t, "java/nio/file/NoSuchFileException", shown)
		case !k.exists:
			return 0, nil
		case k.dir && len(v.list(p)) > 0:
			return 0, v.throwNew(t, "java/nio/file/DirectoryNotEmptyException", shown)
		}
		v.setOver(p, &overFile{gone: true})
		return 1, nil
	}
	reg(files+"delete(Ljava/nio/file/Path;)V", func(v *VM, t *Thread, a []uint64) (uint64, error) { _, err := del(v, t, a, true); return 0, err })
	reg(files+"deleteIfExists(Ljava/nio/file/Path;)Z", func(v *VM, t *Thread, a []uint64) (uint64, error) { return del(v, t, a, false) })
	create := func(dir bool) nativeFn {
		return func(v *VM, t *Thread, a []uint64) (uint64, error) {
			shown, p, err := v.pathOf(t, a[0])
			if err != nil {
				return 0, err
			}
			if err := v.fileOp(t, fileWrite(p), fileWrite(filepath.Dir(p))); err != nil {
				return 0, err
			}
			if v.kind(p).exists {
				return 0, v.throwNew(t, "java/nio/file/FileAlreadyExistsException", shown)
			}
			if d := v.kind(filepath.Dir(p)); !d.exists || !d.dir {
				return 0, v.throwNew(t, "java/nio/file/NoSuchFileException", shown)
			}
			v.setOver(p, &overFile{dir: dir})
			return a[0], nil
		}
	}
	reg(files+"createFile(Ljava/nio/file/Path;[Ljava/nio/file/attribute/FileAttribute;)Ljava/nio/file/Path;", create(false))
	reg(files+"createDirectory(Ljava/nio/file/Path;[Ljava/nio/file/attribute/FileAttribute;)Ljava/nio/file/Path;", create(true))
	reg(files+"createDirectories(Ljava/nio/file/Path;[Ljava/nio/file/attribute/FileAttribute;)Ljava/nio/file/Path;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		shown, p, err := v.pathOf(t, a[0])
		if err != nil {
			return 0, err
		}
		if err := v.fileOp(t, fileWrite(p), fileWrite(filepath.Dir(p))); err != nil {
			return 0, err
		}
		var missing []string
		for q := p; ; q = filepath.Dir(q) {
			k := v.kind(q)
			if k.exists && !k.dir {
				return 0, v.throwNew(t, "java/nio/file/FileAlreadyExistsException", shown)
			}
			if k.exists || q == filepath.Dir(q) {
				break
			}
			missing = append(missing, q)
		}
		for i := len(missing) - 1; i >= 0; i-- {
			v.setOver(missing[i], &overFile{dir: true})
		}
		return a[0], nil
	})
}

// openOptions is the set of an OpenOption array's enum constant names.
func (v *VM) openOptions(arr Ref) (map[string]bool, error) {
	opts := map[string]bool{}
	if arr == 0 {
		return opts, nil
	}
	ec := v.mustClass("java/lang/Enum")
	for _, o := range v.obj(arr).slots {
		if o == 0 {
			continue
		}
		if !v.obj(o).class.isSubclassOf(ec) {
			return nil, vmErrorf("open option %s is not modelled", v.obj(o).class.Name)
		}
		opts[v.goString(v.getField(o, ec, "name"))] = true
	}
	return opts, nil
}

// streamOn opens f and returns a new stream of class cname
// (FileInputStream or FileOutputStream) on its FileDescriptor.
func (v *VM) streamOn(t *Thread, cname string, f openFile) (Ref, error) {
	fdo, err := v.construct(t, "java/io/FileDescriptor", "()V")
	if err != nil {
		return 0, err
	}
	fd := v.openFD(f)
	fdc := v.mustClass("java/io/FileDescriptor")
	v.setField(fdo, fdc, "fd", uint64(uint32(fd)))
	v.setField(fdo, fdc, "append", boolSlot(f.append))
	return v.construct(t, cname, "(Ljava/io/FileDescriptor;)V", fdo)
}

// construct makes an object of class cname with the constructor of
// descriptor desc, run nested; an exception is returned as a javaThrow.
func (v *VM) construct(t *Thread, cname, desc string, args ...uint64) (Ref, error) {
	c, err := v.loadClass(cname)
	if err != nil {
		return 0, err
	}
	if exc, err := v.initClass(t, c); err != nil || exc != 0 {
		return 0, javaErr(exc, err)
	}
	ctor := c.methods["<init>"+desc]
	if ctor == nil {
		return 0, vmErrorf("%s has no constructor %s", cname, desc)
	}
	h := v.newObject(t, c)
	if _, exc, err := v.callNested(t, ctor, append([]uint64{h}, args...)); err != nil || exc != 0 {
		return 0, javaErr(exc, err)
	}
	return h, nil
}

// callVirtual calls a method on h nested; an exception is returned as a
// javaThrow.
func (v *VM) callVirtual(t *Thread, h Ref, key string, args ...uint64) (uint64, error) {
	r, exc, err := v.invokeVirtualNested(t, h, key, args...)
	if err != nil || exc != 0 {
		return 0, javaErr(exc, err)
	}
	return r, nil
}

// javaErr is err, or else exception exc as an error a native returns.
func javaErr(exc Ref, err error) error {
	if err != nil {
		return err
	}
	return &javaThrow{exc}
}

func init() {
	// UUID.randomUUID takes its 16 bytes from the random device's stream
	// (devices in io.go) instead of a SecureRandom, whose providers are
	// made by reflection: the n-th UUID of a run is the same in every run
	// and every VM. The version and variant bits are set as the JDK does.
	reg("java/util/UUID.randomUUID()Ljava/util/UUID;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		b := deviceRead("/dev/urandom", v.io.randPos, 16)
		v.io.randPos += 16
		b[6] = b[6]&0x0f | 0x40
		b[8] = b[8]&0x3f | 0x80
		return v.construct(t, "java/util/UUID", "([B)V", v.byteArray(t, b))
	})
}

func init() {
	// System.setIn, setOut and setErr replace the final static fields.
	for _, f := range []string{"in", "out", "err"} {
		name := f
		desc := "Ljava/io/PrintStream;"
		if f == "in" {
			desc = "Ljava/io/InputStream;"
		}
		setter := "set" + strings.ToUpper(f[:1]) + f[1:] + "0"
		reg("java/lang/System."+setter+"("+desc+")V", func(v *VM, t *Thread, a []uint64) (uint64, error) {
			sys := v.mustClass("java/lang/System")
			v.mut(v.cs(sys.id).statics).slots[sys.findField(name).Slot] = a[0]
			return 0, nil
		})
	}
}

func init() {
	const files = "java/nio/file/Files."
	// copy and move of regular files (a directory only when empty, as the
	// JDK copies one: without its entries). Options: REPLACE_EXISTING;
	// COPY_ATTRIBUTES, ATOMIC_MOVE and NOFOLLOW_LINKS change nothing here.
	copyMove := func(move bool) nativeFn {
		return func(v *VM, t *Thread, a []uint64) (uint64, error) {
			opts, err := v.openOptions(a[2])
			if err != nil {
				return 0, err
			}
			for o := range opts {
				switch o {
				case "REPLACE_EXISTING", "COPY_ATTRIBUTES", "ATOMIC_MOVE", "NOFOLLOW_LINKS":
				default:
					return 0, vmErrorf("Files.copy/move with option %s is not modelled", o)
				}
			}
			if a[0] == 0 || a[1] == 0 {
				return 0, v.throwNew(t, "java/lang/NullPointerException", "")
			}
			fromShown, err := v.javaString(t, a[0])
			if err != nil {
				return 0, err
			}
			toShown, err := v.javaString(t, a[1])
			if err != nil {
				return 0, err
			}
			from, to := v.disk.abs(fromShown), v.disk.abs(toShown)
			acc := []fileAccess{fileRead(from), fileWrite(to), fileWrite(filepath.Dir(to))}
			if move {
				acc = append(acc, fileWrite(from), fileWrite(filepath.Dir(from)))
			}
			if err := v.fileOp(t, acc...); err != nil {
				return 0, err
			}
			src, dst := v.kind(from), v.kind(to)
			switch {
			case !src.exists:
				return 0, v.throwNew(t, "java/nio/file/NoSuchFileException", fromShown)
			case from == to:
				return a[1], nil
			case dst.exists && !opts["REPLACE_EXISTING"]:
				return 0, v.throwNew(t, "java/nio/file/FileAlreadyExistsException", toShown)
			case dst.exists && dst.dir && len(v.list(to)) > 0:
				return 0, v.throwNew(t, "java/nio/file/DirectoryNotEmptyException", toShown)
			case src.dir && move && len(v.list(from)) > 0:
				return 0, vmErrorf("Files.move of a non-empty directory is not modelled")
			}
			if d := v.kind(filepath.Dir(to)); !d.exists || !d.dir {
				return 0, v.throwNew(t, "java/nio/file/NoSuchFileException", toShown)
			}
			if src.dir {
				v.setOver(to, &overFile{dir: true})
			} else {
				data, err := v.fileData(from)
				if devices[from] || err == errNotRegular {
					return 0, vmErrorf("Files.copy/move of %s, which is not a regular file, is not modelled", fromShown)
				} else if err != nil {
					return 0, v.throwNew(t, "java/io/IOException", ioMessage(err))
				}
				v.setOver(to, &overFile{data: data})
			}
			if move {
				v.setOver(from, &overFile{gone: true})
			}
			return a[1], nil
		}
	}
	reg(files+"copy(Ljava/nio/file/Path;Ljava/nio/file/Path;[Ljava/nio/file/CopyOption;)Ljava/nio/file/Path;", copyMove(false))
	reg(files+"move(Ljava/nio/file/Path;Ljava/nio/file/Path;[Ljava/nio/file/CopyOption;)Ljava/nio/file/Path;", copyMove(true))
	access := func(bits os.FileMode) nativeFn {
		return func(v *VM, t *Thread, a []uint64) (uint64, error) {
			if a[0] == 0 {
				return 0, v.throwNew(t, "java/lang/NullPointerException", "")
			}
			s, err := v.javaString(t, a[0])
			if err != nil {
				return 0, err
			}
			p := v.disk.abs(s)
			if err := v.fileOp(t, fileRead(p)); err != nil {
				return 0, err
			}
			k := v.kind(p)
			return boolSlot(k.exists && k.mode.Perm()&bits == bits), nil
		}
	}
	reg(files+"isReadable(Ljava/nio/file/Path;)Z", access(0o400))
	reg(files+"isWritable(Ljava/nio/file/Path;)Z", access(0o200))
	reg(files+"isExecutable(Ljava/nio/file/Path;)Z", access(0o100))
}

// pathOf is the path a native gets as a Java object (a String, or a
// UnixPath's toString), as shown and made absolute; a null path throws
// NullPointerException.
func (v *VM) pathOf(t *Thread, p Ref) (shown, abs string, err error) {
	if p == 0 {
		return "", "", v.throwNew(t, "java/lang/NullPointerException", "")
	}
	s, err := v.javaString(t, p)
	if err != nil {
		return "", "", err
	}
	return s, v.disk.abs(s), nil
}
