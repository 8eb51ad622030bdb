package classfile

// Opcode is a JVM instruction opcode (JVMS chapter 6).
type Opcode uint8

// The opcodes, named as in the JVMS.
const (
	NOP Opcode = iota
	ACONST_NULL
	ICONST_M1
	ICONST_0
	ICONST_1
	ICONST_2
	ICONST_3
	ICONST_4
	ICONST_5
	LCONST_0
	LCONST_1
	FCONST_0
	FCONST_1
	FCONST_2
	DCONST_0
	DCONST_1
	BIPUSH
	SIPUSH
	LDC
	LDC_W
	LDC2_W
	ILOAD
	LLOAD
	FLOAD
	DLOAD
	ALOAD
	ILOAD_0
	ILOAD_1
	ILOAD_2
	ILOAD_3
	LLOAD_0
	LLOAD_1
	LLOAD_2
	LLOAD_3
	FLOAD_0
	FLOAD_1
	FLOAD_2
	FLOAD_3
	DLOAD_0
	DLOAD_1
	DLOAD_2
	DLOAD_3
	ALOAD_0
	ALOAD_1
	ALOAD_2
	ALOAD_3
	IALOAD
	LALOAD
	FALOAD
	DALOAD
	AALOAD
	BALOAD
	CALOAD
	SALOAD
	ISTORE
	LSTORE
	FSTORE
	DSTORE
	ASTORE
	ISTORE_0
	ISTORE_1
	ISTORE_2
	ISTORE_3
	LSTORE_0
	LSTORE_1
	LSTORE_2
	LSTORE_3
	FSTORE_0
	FSTORE_1
	FSTORE_2
	FSTORE_3
	DSTORE_0
	DSTORE_1
	DSTORE_2
	DSTORE_3
	ASTORE_0
	ASTORE_1
	ASTORE_2
	ASTORE_3
	IASTORE
	LASTORE
	FASTORE
	DASTORE
	AASTORE
	BASTORE
	CASTORE
	SASTORE
	POP
	POP2
	DUP
	DUP_X1
	DUP_X2
	DUP2
	DUP2_X1
	DUP2_X2
	SWAP
	IADD
	LADD
	FADD
	DADD
	ISUB
	LSUB
	FSUB
	DSUB
	IMUL
	LMUL
	FMUL
	DMUL
	IDIV
	LDIV
	FDIV
	DDIV
	IREM
	LREM
	FREM
	DREM
	INEG
	LNEG
	FNEG
	DNEG
	ISHL
	LSHL
	ISHR
	LSHR
	IUSHR
	LUSHR
	IAND
	LAND
	IOR
	LOR
	IXOR
	LXOR
	IINC
	I2L
	I2F
	I2D
	L2I
	L2F
	L2D
	F2I
	F2L
	F2D
	D2I
	D2L
	D2F
	I2B
	I2C
	I2S
	LCMP
	FCMPL
	FCMPG
	DCMPL
	DCMPG
	IFEQ
	IFNE
	IFLT
	IFGE
	IFGT
	IFLE
	IF_ICMPEQ
	IF_ICMPNE
	IF_ICMPLT
	IF_ICMPGE
	IF_ICMPGT
	IF_ICMPLE
	IF_ACMPEQ
	IF_ACMPNE
	GOTO
	JSR
	RET
	TABLESWITCH
	LOOKUPSWITCH
	IRETURN
	LRETURN
	FRETURN
	DRETURN
	ARETURN
	RETURN
	GETSTATIC
	PUTSTATIC
	GETFIELD
	PUTFIELD
	INVOKEVIRTUAL
	INVOKESPECIAL
	INVOKESTATIC
	INVOKEINTERFACE
	INVOKEDYNAMIC
	NEW
	NEWARRAY
	ANEWARRAY
	ARRAYLENGTH
	ATHROW
	CHECKCAST
	INSTANCEOF
	MONITORENTER
	MONITOREXIT
	WIDE
	MULTIANEWARRAY
	IFNULL
	IFNONNULL
	GOTO_W
	JSR_W
)

// Operand formats.
type format uint8

const (
	fmtInvalid         format = iota
	fmtNone                   // no operands
	fmtLocal                  // u1 local index (u2 under wide)
	fmtByte                   // s1 immediate
	fmtShort                  // s2 immediate
	fmtCP1                    // u1 constant-pool index
	fmtCP2                    // u2 constant-pool index
	fmtIinc                   // u1 index, s1 const (u2, s2 under wide)
	fmtBranch2                // s2 relative branch
	fmtBranch4                // s4 relative branch
	fmtTable                  // tableswitch
	fmtLookup                 // lookupswitch
	fmtNewArray               // u1 array type
	fmtInvokeInterface        // u2 index, u1 count, u1 zero
	fmtInvokeDynamic          // u2 index, u2 zero
	fmtMulti                  // u2 index, u1 dimensions
	fmtWide                   // wide prefix
)

type opInfo struct {
	name string
	f    format
}

var opTable [256]opInfo

var opNames = [...]string{
	"nop", "aconst_null", "iconst_m1", "iconst_0", "iconst_1", "iconst_2", "iconst_3", "iconst_4", "iconst_5",
	"lconst_0", "lconst_1", "fconst_0", "fconst_1", "fconst_2", "dconst_0", "dconst_1",
	"bipush", "sipush", "ldc", "ldc_w", "ldc2_w",
	"iload", "lload", "fload", "dload", "aload",
	"iload_0", "iload_1", "iload_2", "iload_3", "lload_0", "lload_1", "lload_2", "lload_3",
	"fload_0", "fload_1", "fload_2", "fload_3", "dload_0", "dload_1", "dload_2", "dload_3",
	"aload_0", "aload_1", "aload_2", "aload_3",
	"iaload", "laload", "faload", "daload", "aaload", "baload", "caload", "saload",
	"istore", "lstore", "fstore", "dstore", "astore",
	"istore_0", "istore_1", "istore_2", "istore_3", "lstore_0", "lstore_1", "lstore_2", "lstore_3",
	"fstore_0", "fstore_1", "fstore_2", "fstore_3", "dstore_0", "dstore_1", "dstore_2", "dstore_3",
	"astore_0", "astore_1", "astore_2", "astore_3",
	"iastore", "lastore", "fastore", "dastore", "aastore", "bastore", "castore", "sastore",
	"pop", "pop2", "dup", "dup_x1", "dup_x2", "dup2", "dup2_x1", "dup2_x2", "swap",
	"iadd", "ladd", "fadd", "dadd", "isub", "lsub", "fsub", "dsub",
	"imul", "lmul", "fmul", "dmul", "idiv", "ldiv", "fdiv", "ddiv",
	"irem", "lrem", "frem", "drem", "ineg", "lneg", "fneg", "dneg",
	"ishl", "lshl", "ishr", "lshr", "iushr", "lushr", "iand", "land", "ior", "lor", "ixor", "lxor",
	"iinc", "i2l", "i2f", "i2d", "l2i", "l2f", "l2d", "f2i", "f2l", "f2d", "d2i", "d2l", "d2f",
	"i2b", "i2c", "i2s", "lcmp", "fcmpl", "fcmpg", "dcmpl", "dcmpg",
	"ifeq", "ifne", "iflt", "ifge", "ifgt", "ifle",
	"if_icmpeq", "if_icmpne", "if_icmplt", "if_icmpge", "if_icmpgt", "if_icmple", "if_acmpeq", "if_acmpne",
	"goto", "jsr", "ret", "tableswitch", "lookupswitch",
	"ireturn", "lreturn", "freturn", "dreturn", "areturn", "return",
	"getstatic", "putstatic", "getfield", "putfield",
	"invokevirtual", "invokespecial", "invokestatic", "invokeinterface", "invokedynamic",
	"new", "newarray", "anewarray", "arraylength", "athrow", "checkcast", "instanceof",
	"monitorenter", "monitorexit", "wide", "multianewarray", "ifnull", "ifnonnull", "goto_w", "jsr_w",
}

func init() {
	for i, n := range opNames {
		opTable[i] = opInfo{name: n, f: fmtNone}
	}
	set := func(f format, ops ...Opcode) {
		for _, o := range ops {
			opTable[o].f = f
		}
	}
	set(fmtLocal, ILOAD, LLOAD, FLOAD, DLOAD, ALOAD, ISTORE, LSTORE, FSTORE, DSTORE, ASTORE, RET)
	set(fmtByte, BIPUSH)
	set(fmtShort, SIPUSH)
	set(fmtCP1, LDC)
	set(fmtCP2, LDC_W, LDC2_W, GETSTATIC, PUTSTATIC, GETFIELD, PUTFIELD, INVOKEVIRTUAL,
		INVOKESPECIAL, INVOKESTATIC, NEW, ANEWARRAY, CHECKCAST, INSTANCEOF)
	set(fmtIinc, IINC)
	for o := IFEQ; o <= JSR; o++ {
		set(fmtBranch2, o)
	}
	set(fmtBranch2, IFNULL, IFNONNULL)
	set(fmtBranch4, GOTO_W, JSR_W)
	set(fmtTable, TABLESWITCH)
	set(fmtLookup, LOOKUPSWITCH)
	set(fmtNewArray, NEWARRAY)
	set(fmtInvokeInterface, INVOKEINTERFACE)
	set(fmtInvokeDynamic, INVOKEDYNAMIC)
	set(fmtMulti, MULTIANEWARRAY)
	set(fmtWide, WIDE)
}

// String returns the mnemonic, e.g. "iload_0".
func (o Opcode) String() string {
	if n := opTable[o].name; n != "" {
		return n
	}
	return "invalid_" + itoa3(uint8(o))
}

// Valid reports whether o is a defined opcode (reserved ones excluded).
func (o Opcode) Valid() bool { return opTable[o].f != fmtInvalid }

// IsBranch reports whether o has branch targets (conditional and
// unconditional jumps, jsr, switches).
func (o Opcode) IsBranch() bool {
	f := opTable[o].f
	return f == fmtBranch2 || f == fmtBranch4 || f == fmtTable || f == fmtLookup
}

func itoa3(b uint8) string {
	return string([]byte{'0' + b/100, '0' + b/10%10, '0' + b%10})
}

// Array types of newarray (JVMS 6.5.newarray).
const (
	TBoolean = 4
	TChar    = 5
	TFloat   = 6
	TDouble  = 7
	TByte    = 8
	TShort   = 9
	TInt     = 10
	TLong    = 11
)

// ArrayTypeName returns the Java name of a newarray atype ("int"), or "".
func ArrayTypeName(atype int) string {
	switch atype {
	case TBoolean:
		return "boolean"
	case TChar:
		return "char"
	case TFloat:
		return "float"
	case TDouble:
		return "double"
	case TByte:
		return "byte"
	case TShort:
		return "short"
	case TInt:
		return "int"
	case TLong:
		return "long"
	}
	return ""
}
