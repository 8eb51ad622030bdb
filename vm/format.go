package vm

import (
	"math"
	"strconv"
	"strings"

	"weft/classfile"
)

// Number formatting as the JDK does it: Double.toString/Float.toString
// (shortest digits that round-trip, Java's layout) and a java.util.Formatter
// subset for String.format and printf.

// shortDigits returns the shortest round-trip decimal digits and the
// decimal exponent e such that the value is 0.d1d2… × 10^e.
func shortDigits(f float64, bits int) (string, int) {
	s := strconv.FormatFloat(f, 'e', -1, bits) // d.ddddde±x
	mant, exp, _ := strings.Cut(s, "e")
	x, _ := strconv.Atoi(exp)
	digits := strings.Replace(mant, ".", "", 1)
	digits = strings.TrimRight(digits, "0")
	if digits == "" {
		digits = "0"
	}
	return digits, x + 1
}

// javaDouble and javaFloat are Double.toString and Float.toString.
func javaDouble(d float64) string { return classfile.JavaFloatString(d, 64) }
func javaFloat(f float32) string  { return classfile.JavaFloatString(float64(f), 32) }

func parseJavaDouble(s string, bits int) (float64, error) {
	s = strings.TrimSpace(s)
	s = strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(strings.TrimSuffix(s, "d"), "D"), "f"), "F")
	switch s {
	case "NaN":
		return math.NaN(), nil
	case "Infinity", "+Infinity":
		return math.Inf(1), nil
	case "-Infinity":
		return math.Inf(-1), nil
	}
	return strconv.ParseFloat(s, bits)
}

func javaPow(x, y float64) float64 {
	if math.IsNaN(y) {
		return math.NaN()
	}
	if y == 0 {
		return 1
	}
	if (x == 1 || x == -1) && math.IsInf(y, 0) {
		return math.NaN()
	}
	return math.Pow(x, y)
}

// roundHalfUp rounds the decimal digits (value 0.digits × 10^e) to prec
// digits after the point; it returns the integer and fraction parts.
func roundHalfUp(digits string, e, prec int) (string, string) {
	// Place the digits into an integer-and-fraction layout.
	var intPart, frac string
	if e <= 0 {
		intPart = "0"
		frac = strings.Repeat("0", -e) + digits
	} else if e >= len(digits) {
		intPart = digits + strings.Repeat("0", e-len(digits))
	} else {
		intPart, frac = digits[:e], digits[e:]
	}
	if len(frac) <= prec {
		return intPart, frac + strings.Repeat("0", prec-len(frac))
	}
	up := frac[prec] >= '5'
	frac = frac[:prec]
	if up {
		all := []byte(intPart + frac)
		i := len(all) - 1
		for ; i >= 0; i-- {
			if all[i] == '9' {
				all[i] = '0'
				continue
			}
			all[i]++
			break
		}
		s := string(all)
		if i < 0 {
			s = "1" + s
		}
		intPart, frac = s[:len(s)-prec], s[len(s)-prec:]
	}
	return intPart, frac
}

func group(s string) string {
	if len(s) <= 3 {
		return s
	}
	var b strings.Builder
	pre := len(s) % 3
	if pre > 0 {
		b.WriteString(s[:pre])
	}
	for i := pre; i < len(s); i += 3 {
		if b.Len() > 0 {
			b.WriteByte(',')
		}
		b.WriteString(s[i : i+3])
	}
	return b.String()
}

// format implements the common java.util.Formatter conversions.
func (v *VM) format(t *Thread, fmtH, argsH Ref) (string, error) {
	if fmtH == 0 {
		return "", v.throwNew(t, "java/lang/NullPointerException", "")
	}
	f := v.goString(fmtH)
	var args []uint64
	if argsH != 0 {
		args = v.obj(argsH).slots
	}
	var b strings.Builder
	next, lastIdx := 0, -1
	for i := 0; i < len(f); i++ {
		c := f[i]
		if c != '%' {
			b.WriteByte(c)
			continue
		}
		j := i + 1
		// argument index
		argIdx := -1
		k := j
		for k < len(f) && f[k] >= '0' && f[k] <= '9' {
			k++
		}
		if k < len(f) && f[k] == '$' && k > j {
			n, _ := strconv.Atoi(f[j:k])
			argIdx = n - 1
			j = k + 1
		}
		flags := ""
		for j < len(f) && strings.IndexByte("-#+ 0,(<", f[j]) >= 0 {
			flags += string(f[j])
			j++
		}
		width := -1
		k = j
		for k < len(f) && f[k] >= '0' && f[k] <= '9' {
			k++
		}
		if k > j {
			width, _ = strconv.Atoi(f[j:k])
			j = k
		}
		prec := -1
		if j < len(f) && f[j] == '.' {
			k = j + 1
			for k < len(f) && f[k] >= '0' && f[k] <= '9' {
				k++
			}
			prec, _ = strconv.Atoi(f[j+1 : k])
			j = k
		}
		if j >= len(f) {
			return "", v.throwNew(t, "java/util/UnknownFormatConversionException", "Conversion = '%'")
		}
		conv := f[j]
		i = j
		var timeConv byte
		if conv == 't' || conv == 'T' {
			if j+1 >= len(f) {
				return "", v.throwNew(t, "java/util/UnknownFormatConversionException", "Conversion = '"+string(conv)+"'")
			}
			timeConv = f[j+1]
			i = j + 1
		}
		if conv == 'n' {
			b.WriteByte('\n')
			continue
		}
		if conv == '%' {
			b.WriteString(pad("%", width, flags))
			continue
		}
		var arg uint64
		if strings.Contains(flags, "<") {
			argIdx = next - 1
			if lastIdx >= 0 {
				argIdx = lastIdx
			}
		}
		if argIdx < 0 {
			argIdx = next
			next++
		}
		if argIdx >= len(args) {
			return "", v.throwNew(t, "java/util/MissingFormatArgumentException", "Format specifier '%"+string(conv)+"'")
		}
		arg = args[argIdx]
		lastIdx = argIdx
		var s string
		var err error
		if timeConv != 0 {
			s, err = v.formatTime(t, timeConv, arg)
		} else {
			s, err = v.formatOne(t, conv, flags, prec, arg)
		}
		if err != nil {
			return "", err
		}
		if conv >= 'A' && conv <= 'Z' {
			s = strings.ToUpper(s)
		}
		if strings.Contains(flags, "0") && width > 0 && len(s) < width && conv != 's' && conv != 'S' {
			neg := strings.HasPrefix(s, "-")
			body := strings.TrimPrefix(s, "-")
			s = strings.Repeat("0", width-len(s)) + body
			if neg {
				s = "-" + s
			}
		}
		b.WriteString(pad(s, width, flags))
	}
	return b.String(), nil
}

// unsignedOf is n as %x and %o print a negative value: plus 2^bits of its
// type (a Byte's -1 is ff, an Integer's ffffffff).
func unsignedOf(n int64, d byte) uint64 {
	switch d {
	case 'B':
		return uint64(uint8(n))
	case 'S':
		return uint64(uint16(n))
	case 'J':
		return uint64(n)
	}
	return uint64(uint32(n))
}

func pad(s string, width int, flags string) string {
	n := len([]rune(s))
	if width <= n {
		return s
	}
	if strings.Contains(flags, "-") {
		return s + strings.Repeat(" ", width-n)
	}
	return strings.Repeat(" ", width-n) + s
}

// boxed returns the primitive value inside a boxed number and its kind.
func (v *VM) boxed(h Ref) (uint64, byte, bool) {
	if h == 0 {
		return 0, 0, false
	}
	c := v.obj(h).class
	for d, b := range boxes {
		if c.Name == b.cls {
			f := c.findField("value")
			return v.obj(h).slots[f.Slot], d, true
		}
	}
	return 0, 0, false
}

func (v *VM) formatOne(t *Thread, conv byte, flags string, prec int, arg uint64) (string, error) {
	bad := func() (string, error) {
		cls := "null"
		if arg != 0 {
			cls = strings.ReplaceAll(v.obj(arg).class.Name, "/", ".")
		}
		c, err := v.loadClass("java/util/IllegalFormatConversionException")
		if err != nil {
			return "", err
		}
		if exc, err := v.initClass(t, c); err != nil || exc != 0 {
			return "", err
		}
		h := v.newObject(t, c)
		_, exc, err := v.callNested(t, c.methods["<init>(CLjava/lang/Class;)V"], []uint64{h, uint64(conv), v.mirror(t, v.obj(arg).class)})
		if err != nil {
			return "", err
		}
		if exc != 0 {
			return "", &javaThrow{exc}
		}
		_ = cls
		return "", &javaThrow{h}
	}
	switch conv {
	case 's', 'S':
		s, err := v.javaString(t, arg)
		if err != nil {
			return "", err
		}
		if prec >= 0 && prec < len([]rune(s)) {
			s = string([]rune(s)[:prec])
		}
		return s, nil
	case 'b', 'B':
		if arg == 0 {
			return "false", nil
		}
		if x, d, ok := v.boxed(arg); ok && d == 'Z' {
			return strconv.FormatBool(x != 0), nil
		}
		return "true", nil
	case 'c', 'C':
		if arg == 0 {
			return "null", nil
		}
		x, d, ok := v.boxed(arg)
		if !ok || (d != 'C' && d != 'I' && d != 'B' && d != 'S') {
			return bad()
		}
		return string(rune(int32(x))), nil
	case 'd', 'x', 'X', 'o':
		if arg == 0 {
			return "null", nil
		}
		x, d, ok := v.boxed(arg)
		if !ok || !strings.ContainsRune("IJBS", rune(d)) {
			return bad()
		}
		var n int64
		if d == 'J' {
			n = int64(x)
		} else {
			n = int64(int32(x))
		}
		switch conv {
		case 'd':
			s := strconv.FormatInt(n, 10)
			neg := n < 0
			if neg {
				s = s[1:]
			}
			if strings.Contains(flags, ",") {
				s = group(s)
			}
			return signed(s, neg, flags), nil
		case 'o':
			s := strconv.FormatUint(unsignedOf(n, d), 8)
			if strings.Contains(flags, "#") {
				s = "0" + s
			}
			return s, nil
		default:
			s := strconv.FormatUint(unsignedOf(n, d), 16)
			if strings.Contains(flags, "#") {
				s = "0x" + s
			}
			return s, nil
		}
	case 'f', 'e', 'E', 'g', 'G':
		if arg == 0 {
			return "null", nil
		}
		x, d, ok := v.boxed(arg)
		if !ok || (d != 'D' && d != 'F') {
			return bad()
		}
		var fv float64
		bits := 64
		if d == 'D' {
			fv = slotDouble(x)
		} else {
			fv = float64(slotFloat(x))
			bits = 32
		}
		if math.IsNaN(fv) {
			return "NaN", nil
		}
		if math.IsInf(fv, 0) {
			if fv > 0 {
				if strings.Contains(flags, "+") {
					return "+Infinity", nil
				}
				return "Infinity", nil
			}
			return "-Infinity", nil
		}
		if prec < 0 {
			prec = 6
		}
		neg := math.Signbit(fv)
		if neg {
			fv = -fv
		}
		var s string
		if conv == 'f' {
			digits, e := shortDigits(fv, bits)
			if fv == 0 {
				digits, e = "0", 1
			}
			ip, fp := roundHalfUp(digits, e, prec)
			ip = strings.TrimLeft(ip, "0")
			if ip == "" {
				ip = "0"
			}
			if strings.Contains(flags, ",") {
				ip = group(ip)
			}
			s = ip
			if prec > 0 {
				s += "." + fp
			}
		} else if conv == 'e' || conv == 'E' {
			if fv == 0 {
				s = "0." + strings.Repeat("0", prec) + "e+00"
				if prec == 0 {
					s = "0e+00"
				}
			} else {
				digits, e := shortDigits(fv, bits)
				ip, fp := roundHalfUp(digits, 1, prec)
				exp := e - 1
				if len(ip) > 1 { // rounding carried into a new digit
					fp = (ip[1:] + fp)[:prec]
					ip = ip[:1]
					exp++
				}
				s = ip
				if prec > 0 {
					s += "." + fp
				}
				sign := "+"
				if exp < 0 {
					sign = "-"
					exp = -exp
				}
				es := strconv.Itoa(exp)
				if len(es) < 2 {
					es = "0" + es
				}
				s += "e" + sign + es
			}
		} else {
			s = strconv.FormatFloat(fv, 'g', prec, bits)
		}
		return signed(s, neg, flags), nil
	case 'h', 'H':
		if arg == 0 {
			return "null", nil
		}
		r, exc, err := v.invokeVirtualNested(t, arg, "hashCode()I")
		if err != nil {
			return "", err
		}
		if exc != 0 {
			return "", &javaThrow{exc}
		}
		return strconv.FormatUint(uint64(uint32(r)), 16), nil
	}
	return "", v.throwNew(t, "java/util/UnknownFormatConversionException", "Conversion = '"+string(conv)+"'")
}

// signed decorates the digits s of a number (negative if neg) as the
// flags ask: "(" parenthesizes a negative one, "+" and " " mark a
// non-negative one.
func signed(s string, neg bool, flags string) string {
	switch {
	case neg && strings.Contains(flags, "("):
		return "(" + s + ")"
	case neg:
		return "-" + s
	case strings.Contains(flags, "+"):
		return "+" + s
	case strings.Contains(flags, " "):
		return " " + s
	}
	return s
}
