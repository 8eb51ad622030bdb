package vm

import (
	"path/filepath"
)

// FileChannel (FileInputStream/FileOutputStream/RandomAccessFile.getChannel,
// FileChannel.open, Files.newByteChannel) over the VM's files. The JDK's
// FileChannelImpl is java code on a FileDispatcherImpl, whose natives take
// a FileDescriptor (modelled here on the VM's descriptors: seek, size,
// truncate, force, close), and on IOUtil.read/write, which copy a heap
// ByteBuffer through a temporary direct buffer (native memory,
// Unsafe.copyMemory0): IOUtil.read/write are modelled instead, reading and
// writing a heap buffer's array between its position and limit as
// FileInputStream.read and FileOutputStream.write do, with the same file
// events. transferTo and transferFrom move the bytes through a heap
// buffer, UnixNativeDispatcher.open opens a path as open(2) would, and
// file locks are always had.
// Direct buffers (ByteBuffer.allocateDirect) and map (MappedByteBuffer)
// are not modelled.
func init() {
	const ch = "sun/nio/ch/"
	reg(ch+"IOUtil.initIDs()V", noop)
	reg(ch+"IOUtil.iovMax()I", retConst(1024))
	reg(ch+"IOUtil.fdLimit()I", retConst(1<<20))
	reg(ch+"IOUtil.fdVal(Ljava/io/FileDescriptor;)I", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return v.getField(a[0], v.mustClass("java/io/FileDescriptor"), "fd"), nil
	})
	reg(ch+"FileDispatcherImpl.init()V", noop)
	reg(ch+"FileChannelImpl.initIDs()J", retConst(4096)) // the allocation granularity
	reg(ch+"FileChannelImpl.maxDirectTransferSize0()I", retConst(0x7ffff000))
	reg(ch+"FileDispatcherImpl.canTransferToFromOverlappedMap0()Z", retConst(0))
	reg(ch+"NativeThread.init()V", noop)
	reg(ch+"NativeThread.current()J", retConst(0))
	reg(ch+"NativeThread.signal(J)V", noop)

	// The dispatcher's natives on a descriptor.
	reg(ch+"FileDispatcherImpl.seek0(Ljava/io/FileDescriptor;J)J", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		fd, f, err := v.channelFD(t, a[0])
		if err != nil {
			return 0, err
		}
		if int64(a[1]) < 0 {
			if err := v.fileOp(t, fileAccess{false, v.obj(a[0]).id, filePosition}); err != nil {
				return 0, err
			}
			return uint64(f.pos), nil
		}
		if err := v.fileOp(t, fileAccess{true, v.obj(a[0]).id, filePosition}); err != nil {
			return 0, err
		}
		f.pos = int64(a[1])
		v.io.fds[fd] = f
		return uint64(f.pos), nil
	})
	reg(ch+"FileDispatcherImpl.size0(Ljava/io/FileDescriptor;)J", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		_, f, err := v.channelFD(t, a[0])
		if err != nil {
			return 0, err
		}
		if err := v.fileOp(t, fileRead(f.path)); err != nil {
			return 0, err
		}
		if v.kind(f.path).dir {
			return 4096, nil // as stat gives a directory's size
		}
		return uint64(v.fileSize(f.path)), nil
	})
	reg(ch+"FileDispatcherImpl.truncate0(Ljava/io/FileDescriptor;J)I", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		fd, f, err := v.channelFD(t, a[0])
		if err != nil {
			return 0, err
		}
		if err := v.fileOp(t, v.streamAccess(a[0], fd, true)...); err != nil {
			return 0, err
		}
		if !f.write {
			return 0, v.throwNew(t, "java/io/IOException", "Invalid argument")
		}
		if err := v.truncate(f.path, int64(a[1])); err != nil {
			return 0, v.throwNew(t, "java/io/IOException", ioMessage(err))
		}
		return 0, nil
	})
	reg(ch+"FileDispatcherImpl.force0(Ljava/io/FileDescriptor;Z)I", retConst(0))
	// File locks: the VM is one process, whose locks the JDK's
	// FileLockTable keeps (an overlapping lock throws there), so the
	// lock on the file is always had (FileDispatcher.LOCKED).
	reg(ch+"FileDispatcherImpl.lock0(Ljava/io/FileDescriptor;ZJJZ)I", retConst(0))
	reg(ch+"FileDispatcherImpl.release0(Ljava/io/FileDescriptor;JJ)V", noop)
	// The lock table's key of a file: its device and inode as stat gives
	// them (natives_attrs.go).
	reg(ch+"FileKey.initIDs()V", noop)
	reg(ch+"FileKey.init(Ljava/io/FileDescriptor;)V", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		_, f, err := v.channelFD(t, a[1])
		if err != nil {
			return 0, err
		}
		kc := v.mustClass("sun/nio/ch/FileKey")
		v.setField(a[0], kc, "st_dev", 1)
		v.setField(a[0], kc, "st_ino", inode(f.path))
		return 0, nil
	})
	reg(ch+"FileDispatcherImpl.preClose0(Ljava/io/FileDescriptor;)V", noop)
	reg(ch+"FileDispatcherImpl.close0(Ljava/io/FileDescriptor;)V", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return natives["java/io/FileDescriptor.close0()V"](v, t, a[:1])
	})

	// IOUtil's reads and writes of one buffer and of several.
	reg(ch+"IOUtil.read(Ljava/io/FileDescriptor;Ljava/nio/ByteBuffer;JZZILsun/nio/ch/NativeDispatcher;)I", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		n, err := v.channelIO(t, a[0], []Ref{a[1]}, int64(a[2]), false)
		return uint64(uint32(int32(n))), err
	})
	reg(ch+"IOUtil.write(Ljava/io/FileDescriptor;Ljava/nio/ByteBuffer;JZZILsun/nio/ch/NativeDispatcher;)I", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		n, err := v.channelIO(t, a[0], []Ref{a[1]}, int64(a[2]), true)
		return uint64(uint32(int32(n))), err
	})
	vector := func(write bool) nativeFn {
		return func(v *VM, t *Thread, a []uint64) (uint64, error) {
			bufs, err := v.refRange(t, a[1], a[2], a[3])
			if err != nil {
				return 0, err
			}
			n, err := v.channelIO(t, a[0], bufs, -1, write)
			return uint64(n), err
		}
	}
	reg(ch+"IOUtil.read(Ljava/io/FileDescriptor;[Ljava/nio/ByteBuffer;IIZZILsun/nio/ch/NativeDispatcher;)J", vector(false))
	reg(ch+"IOUtil.write(Ljava/io/FileDescriptor;[Ljava/nio/ByteBuffer;IIZZILsun/nio/ch/NativeDispatcher;)J", vector(true))

	// transferTo and transferFrom: the bytes go through a heap buffer and
	// the other channel's write or read.
	reg(ch+"FileChannelImpl.transferTo(JJLjava/nio/channels/WritableByteChannel;)J", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		pos, count, target := int64(a[1]), int64(a[3]), a[5] // longs take two slots
		if target == 0 {
			return 0, v.throwNew(t, "java/lang/NullPointerException", "")
		}
		if pos < 0 || count < 0 {
			return 0, v.throwNew(t, "java/lang/IllegalArgumentException", "")
		}
		_, f, err := v.channelOf(t, a[0])
		if err != nil {
			return 0, err
		}
		if !f.read {
			return 0, v.throwNew(t, "java/nio/channels/NonReadableChannelException", "")
		}
		if err := v.fileOp(t, fileRead(f.path)); err != nil {
			return 0, err
		}
		data, err := v.fileData(f.path)
		if err != nil {
			return 0, v.throwNew(t, "java/io/IOException", ioMessage(err))
		}
		if pos >= int64(len(data)) {
			return 0, nil
		}
		b := data[pos:min(int64(len(data)), pos+count)]
		bb, err := v.wrapBytes(t, b)
		if err != nil {
			return 0, err
		}
		var done int64
		for done < int64(len(b)) {
			n, err := v.callVirtual(t, target, "write(Ljava/nio/ByteBuffer;)I", bb)
			if err != nil {
				return 0, err
			}
			if int32(n) <= 0 {
				break
			}
			done += int64(int32(n))
		}
		return uint64(done), nil
	})
	reg(ch+"FileChannelImpl.transferFrom(Ljava/nio/channels/ReadableByteChannel;JJ)J", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		src, pos, count := a[1], int64(a[2]), int64(a[4])
		if src == 0 {
			return 0, v.throwNew(t, "java/lang/NullPointerException", "")
		}
		if pos < 0 || count < 0 {
			return 0, v.throwNew(t, "java/lang/IllegalArgumentException", "")
		}
		fdo, f, err := v.channelOf(t, a[0])
		if err != nil {
			return 0, err
		}
		if !f.write {
			return 0, v.throwNew(t, "java/nio/channels/NonWritableChannelException", "")
		}
		if pos > v.fileSize(f.path) {
			return 0, nil
		}
		bc := v.mustClass("java/nio/ByteBuffer")
		if exc, err := v.initClass(t, bc); err != nil || exc != 0 {
			return 0, javaErr(exc, err)
		}
		var done int64
		for done < count {
			chunk := min(count-done, 8192)
			r, exc, err := v.callNested(t, bc.methods["allocate(I)Ljava/nio/ByteBuffer;"], []uint64{uint64(chunk)})
			if err != nil || exc != 0 {
				return 0, javaErr(exc, err)
			}
			n, err := v.callVirtual(t, src, "read(Ljava/nio/ByteBuffer;)I", r)
			if err != nil {
				return 0, err
			}
			if int32(n) <= 0 {
				break
			}
			if _, err := v.callVirtual(t, r, "flip()Ljava/nio/ByteBuffer;"); err != nil {
				return 0, err
			}
			if _, err := v.channelIO(t, fdo, []Ref{r}, pos+done, true); err != nil {
				return 0, err
			}
			done += int64(int32(n))
			if int64(int32(n)) < chunk {
				break
			}
		}
		return uint64(done), nil
	})

	// The messages of the errors the VM's Unix natives raise (a
	// FileSystemException's reason).
	reg("sun/nio/fs/UnixNativeDispatcher.strerror(I)[B", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		msg, ok := map[int32]string{2: "No such file or directory", 9: "Bad file descriptor", 13: "Permission denied",
			17: "File exists", 20: "Not a directory", 21: "Is a directory", 22: "Invalid argument", 39: "Directory not empty"}[int32(a[0])]
		if !ok {
			return 0, vmErrorf("strerror(%d) is not modelled", int32(a[0]))
		}
		return v.byteArray(t, []byte(msg)), nil
	})

	// UnixNativeDispatcher.open(path, flags, mode), as FileChannel.open
	// and Files.newByteChannel call it: Linux's flag values.
	reg("sun/nio/fs/UnixNativeDispatcher.open(Lsun/nio/fs/UnixPath;II)I", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		const (
			oAccMode = 3
			oWronly  = 1
			oRdwr    = 2
			oCreat   = 0o100
			oExcl    = 0o200
			oTrunc   = 0o1000
			oAppend  = 0o2000
		)
		shown, err := v.javaString(t, a[0])
		if err != nil {
			return 0, err
		}
		p := v.disk.abs(shown)
		flags := int(int32(a[1]))
		f := openFile{path: p, read: flags&oAccMode != oWronly, write: flags&oAccMode != 0, append: flags&oAppend != 0}
		acc := []fileAccess{fileRead(p)}
		if f.write || flags&oCreat != 0 {
			acc = []fileAccess{fileWrite(p), fileWrite(filepath.Dir(p))}
		}
		if err := v.fileOp(t, acc...); err != nil {
			return 0, err
		}
		k := v.kind(p)
		switch {
		case k.exists && flags&oCreat != 0 && flags&oExcl != 0:
			return 0, v.unixException(t, 17) // EEXIST
		case k.exists && k.dir && f.write:
			return 0, v.unixException(t, 21) // EISDIR
		case k.exists && k.dir:
			// Linux opens a directory for reading; reads fail.
			return uint64(uint32(v.openFD(f))), nil
		case !k.exists && flags&oCreat == 0:
			return 0, v.unixException(t, 2) // ENOENT
		case devices[p]:
		case !k.exists:
			if d := v.kind(filepath.Dir(p)); !d.exists || !d.dir {
				return 0, v.unixException(t, 2)
			}
			v.setOver(p, &overFile{})
		case flags&oTrunc != 0 && f.write:
			v.setOver(p, &overFile{})
		}
		if !devices[p] {
			if _, err := v.fileData(p); err == errNotRegular {
				return 0, vmErrorf("opening %s, which is not a regular file, is not modelled", shown)
			} else if err != nil {
				return 0, v.unixException(t, 13) // EACCES
			}
		}
		return uint64(uint32(v.openFD(f))), nil
	})
}

// channelFD is the open descriptor of FileDescriptor fdo and its state;
// a closed one throws IOException("Bad file descriptor").
func (v *VM) channelFD(t *Thread, fdo Ref) (int32, openFile, error) {
	if fdo == 0 {
		return 0, openFile{}, v.throwNew(t, "java/lang/NullPointerException", "")
	}
	fd := int32(v.getField(fdo, v.mustClass("java/io/FileDescriptor"), "fd"))
	f, ok := v.io.fds[fd]
	if !ok || f.dir {
		return 0, openFile{}, v.throwNew(t, "java/io/IOException", "Bad file descriptor")
	}
	return fd, f, nil
}

// channelOf is the FileDescriptor of FileChannelImpl fc and its state;
// a closed channel throws ClosedChannelException.
func (v *VM) channelOf(t *Thread, fc Ref) (Ref, openFile, error) {
	if _, err := v.callVirtual(t, fc, "ensureOpen()V"); err != nil {
		return 0, openFile{}, err
	}
	fdo := v.getField(fc, v.mustClass("sun/nio/ch/FileChannelImpl"), "fd")
	_, f, err := v.channelFD(t, fdo)
	return fdo, f, err
}

// channelIO reads into (write false) or writes from the heap ByteBuffers
// bufs on the descriptor of FileDescriptor fdo, at position pos (-1: at
// the descriptor's position, which moves), each buffer between its
// position and limit, whose position moves past the bytes moved. It
// returns the bytes moved: a read at the end of the file, with room in
// the buffers, gives -1 (IOStatus.EOF).
func (v *VM) channelIO(t *Thread, fdo Ref, bufs []Ref, pos int64, write bool) (int64, error) {
	fd, f, err := v.channelFD(t, fdo)
	if err != nil {
		return 0, err
	}
	bc, bbc := v.mustClass("java/nio/Buffer"), v.mustClass("java/nio/ByteBuffer")
	for _, b := range bufs {
		if b == 0 {
			return 0, v.throwNew(t, "java/lang/NullPointerException", "")
		}
		if v.getField(b, bbc, "hb") == 0 {
			return 0, vmErrorf("FileChannel I/O with a direct ByteBuffer is not modelled")
		}
		if !write && v.getField(b, bbc, "isReadOnly") != 0 {
			return 0, v.throwNew(t, "java/lang/IllegalArgumentException", "Read-only buffer")
		}
	}
	if write && !f.write || !write && !f.read {
		return 0, v.throwNew(t, "java/io/IOException", "Bad file descriptor")
	}
	if v.kind(f.path).dir {
		return 0, v.throwNew(t, "java/io/IOException", "Is a directory")
	}
	acc := v.streamAccess(fdo, fd, write)
	if pos >= 0 && len(acc) > 1 {
		acc = acc[:1] // pread/pwrite: the descriptor's position stays
	}
	if err := v.fileOp(t, acc...); err != nil {
		return 0, err
	}
	saved := f.pos
	if pos >= 0 {
		f.pos = pos
		v.io.fds[fd] = f
	}
	var total int64
	eof := false
	for _, b := range bufs {
		bp, lim := int64(int32(v.getField(b, bc, "position"))), int64(int32(v.getField(b, bc, "limit")))
		rem := max(0, lim-bp)
		if rem == 0 {
			continue
		}
		arr, off := v.getField(b, bbc, "hb"), int64(int32(v.getField(b, bbc, "offset")))
		var n int64
		if write {
			data, err := v.byteRange(t, arr, uint64(off+bp), uint64(rem))
			if err != nil {
				return 0, err
			}
			if err := v.writeFD(fd, data); err != nil {
				if pos >= 0 {
					v.restorePos(fd, saved)
				}
				return 0, v.throwNew(t, "java/io/IOException", ioMessage(err))
			}
			n = rem
		} else {
			data, err := v.readFD(fd, int(min(rem, 1<<30)))
			if err != nil {
				if pos >= 0 {
					v.restorePos(fd, saved)
				}
				return 0, v.throwNew(t, "java/io/IOException", ioMessage(err))
			}
			s := v.mut(arr).slots
			for i, c := range data {
				s[off+bp+int64(i)] = uint64(uint32(int32(int8(c))))
			}
			n = int64(len(data))
			if n == 0 {
				eof = true
			}
		}
		v.setField(b, bc, "position", uint64(uint32(int32(bp+n))))
		total += n
		if n < rem {
			break
		}
	}
	if pos >= 0 {
		v.restorePos(fd, saved)
	}
	if total == 0 && eof {
		return -1, nil
	}
	return total, nil
}

// restorePos sets descriptor fd's position back (after a pread or
// pwrite).
func (v *VM) restorePos(fd int32, pos int64) {
	if f, ok := v.io.fds[fd]; ok {
		f.pos = pos
		v.io.fds[fd] = f
	}
}

// refRange is the references a[off:off+n] of array arr.
func (v *VM) refRange(t *Thread, arr, off, n uint64) ([]Ref, error) {
	if arr == 0 {
		return nil, v.throwNew(t, "java/lang/NullPointerException", "")
	}
	s := v.obj(arr).slots
	o, l := int(int32(off)), int(int32(n))
	if o < 0 || l < 0 || o+l > len(s) {
		return nil, v.throwNew(t, "java/lang/IndexOutOfBoundsException", "")
	}
	return append([]Ref(nil), s[o:o+l]...), nil
}

// wrapBytes is ByteBuffer.wrap(b).
func (v *VM) wrapBytes(t *Thread, b []byte) (Ref, error) {
	bc := v.mustClass("java/nio/ByteBuffer")
	if exc, err := v.initClass(t, bc); err != nil || exc != 0 {
		return 0, javaErr(exc, err)
	}
	r, exc, err := v.callNested(t, bc.methods["wrap([B)Ljava/nio/ByteBuffer;"], []uint64{v.byteArray(t, b)})
	if err != nil || exc != 0 {
		return 0, javaErr(exc, err)
	}
	return r, nil
}
