package vm

import (
	"math"
	"path/filepath"
)

// Files.walk over the VM's files: the start, then each directory's
// entries after it, depth first (FileTreeWalker's order), a directory's
// entries in name order as Files.list gives them. Every directory read is
// a read of its file event, as Files.list's is.
func init() {
	walk := func(v *VM, t *Thread, start Ref, maxDepth int) (uint64, error) {
		if start == 0 {
			return 0, v.throwNew(t, "java/lang/NullPointerException", "")
		}
		if maxDepth < 0 {
			return 0, v.throwNew(t, "java/lang/IllegalArgumentException", "'maxDepth' is negative")
		}
		shown, err := v.javaString(t, start)
		if err != nil {
			return 0, err
		}
		p := v.disk.abs(shown)
		if err := v.fileOp(t, fileRead(p)); err != nil {
			return 0, err
		}
		if !v.kind(p).exists {
			return 0, v.throwNew(t, "java/nio/file/NoSuchFileException", shown)
		}
		list, err := v.construct(t, "java/util/ArrayList", "()V")
		if err != nil {
			return 0, err
		}
		var visit func(path Ref, abs string, depth int) error
		visit = func(path Ref, abs string, depth int) error {
			if _, err := v.callVirtual(t, list, "add(Ljava/lang/Object;)Z", path); err != nil {
				return err
			}
			if depth >= maxDepth || !v.kind(abs).dir {
				return nil
			}
			if err := v.fileOp(t, fileRead(abs)); err != nil {
				return err
			}
			for _, n := range v.list(abs) {
				child, err := v.callVirtual(t, path, "resolve(Ljava/lang/String;)Ljava/nio/file/Path;", v.newString(t, n))
				if err != nil {
					return err
				}
				if err := visit(child, filepath.Join(abs, n), depth+1); err != nil {
					return err
				}
			}
			return nil
		}
		if err := visit(start, p, 0); err != nil {
			return 0, err
		}
		return v.callVirtual(t, list, "stream()Ljava/util/stream/Stream;")
	}
	reg("java/nio/file/Files.walk(Ljava/nio/file/Path;[Ljava/nio/file/FileVisitOption;)Ljava/util/stream/Stream;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return walk(v, t, a[0], math.MaxInt32)
	})
	reg("java/nio/file/Files.walk(Ljava/nio/file/Path;I[Ljava/nio/file/FileVisitOption;)Ljava/util/stream/Stream;", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		return walk(v, t, a[0], int(int32(a[1])))
	})
}

// Files.newDirectoryStream (and so Files.walkFileTree, whose
// FileTreeWalker reads each directory through one): the JDK's Unix
// provider opens the directory with opendir and reads it with readdir
// (UnixDirectoryStream; the VM's UnixNativeDispatcher.init reports no
// openat, so no SecureDirectoryStream). Here opendir takes the
// directory's names as list gives them (name order; the JDK's are the
// directory's order) onto a descriptor of the VM's I/O state, readdir
// gives them one by one, and closedir closes it. opendir is a read of
// the directory's file event, as Files.list is.
func init() {
	const nd = "sun/nio/fs/UnixNativeDispatcher."
	reg(nd+"opendir(Lsun/nio/fs/UnixPath;)J", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		p, err := v.readPath(t, a[0])
		if err != nil {
			return 0, err
		}
		switch k := v.kind(p); {
		case !k.exists:
			return 0, v.unixException(t, 2) // ENOENT
		case !k.dir:
			return 0, v.unixException(t, 20) // ENOTDIR
		}
		return uint64(v.openFD(openFile{path: p, dir: true, names: v.list(p)})), nil
	})
	reg(nd+"readdir(J)[B", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		fd := int32(a[0])
		f, ok := v.io.fds[fd]
		if !ok || !f.dir {
			return 0, v.unixException(t, 9) // EBADF
		}
		if f.pos >= int64(len(f.names)) {
			return 0, nil
		}
		n := f.names[f.pos]
		f.pos++
		v.io.fds[fd] = f
		return v.byteArray(t, []byte(n)), nil
	})
	reg(nd+"closedir(J)V", func(v *VM, t *Thread, a []uint64) (uint64, error) {
		fd := int32(a[0])
		if f, ok := v.io.fds[fd]; !ok || !f.dir {
			return 0, v.unixException(t, 9) // EBADF
		}
		delete(v.io.fds, fd)
		return 0, nil
	})
}

// unixException throws a sun.nio.fs.UnixException of errno, which the
// JDK's Unix provider turns into the IOException java gives.
func (v *VM) unixException(t *Thread, errno int) error {
	ue, err := v.construct(t, "sun/nio/fs/UnixException", "(I)V", uint64(errno))
	if err != nil {
		return err
	}
	return &javaThrow{ue}
}
