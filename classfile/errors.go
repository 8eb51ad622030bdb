package classfile

import (
	"errors"
	"fmt"
)

// FormatError reports malformed input: the file (or jar entry) and the byte
// offset in it where decoding failed.
type FormatError struct {
	File   string
	Offset int
	Msg    string
}

func (e *FormatError) Error() string {
	f := e.File
	if f == "" {
		f = "<class>"
	}
	return fmt.Sprintf("%s: offset %d (0x%x): %s", f, e.Offset, e.Offset, e.Msg)
}

// ErrNotFound is returned (wrapped) by class lookups that find nothing.
var ErrNotFound = errors.New("class not found")

// NotFoundError names the class that a class path could not find.
type NotFoundError struct {
	Name string // internal name, e.g. java/lang/Object
}

func (e *NotFoundError) Error() string {
	return fmt.Sprintf("class %s not found on the class path", DottedName(e.Name))
}

func (e *NotFoundError) Unwrap() error { return ErrNotFound }
