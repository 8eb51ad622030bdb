// Package classfile decodes Java class files (JVMS chapter 4) and the
// containers they come in: directories, jars, the JDK's jmod files and its
// run-time image lib/modules (jimage.go).
//
// Disassemble prints a class as `javap -c -p -s -l` does; the test
// javap_diff_test.go holds the decoder and the printer to javap's output
// for the test classes, the benchmark jars and java.base.
//
// It only decodes. Validation beyond what decoding needs (structural
// constraints, type checking) and execution live elsewhere: static builds an
// IR from the decoded bytecode, vm lowers and runs it.
//
// Every error caused by bad input is a *FormatError naming the file and the
// byte offset; no input makes the parser panic (see FuzzParseClass).
//
// Strings from the constant pool are kept as the raw modified-UTF-8 bytes of
// the class file. For names and descriptors, and for almost every literal,
// that is ordinary UTF-8. JavaChars converts a literal to UTF-16 exactly.
package classfile
