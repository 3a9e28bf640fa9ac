package wire

import (
	"bytes"
	"encoding/json"
	"reflect"
	"strings"

	"aladdin/engine"
)

// Events is a list of events written compactly: each event a JSON object
// of its fields that are not at their zero value. Decoding leaves a
// missing field at zero, so the round trip is exact.
type Events []engine.Event

// MarshalJSON implements json.Marshaler.
func (es Events) MarshalJSON() ([]byte, error) {
	if es == nil {
		return []byte("null"), nil
	}
	var b bytes.Buffer
	b.WriteByte('[')
	for i := range es {
		if i > 0 {
			b.WriteByte(',')
		}
		if err := compact(&b, reflect.ValueOf(&es[i]).Elem()); err != nil {
			return nil, err
		}
	}
	b.WriteByte(']')
	return b.Bytes(), nil
}

// UnmarshalJSON implements json.Unmarshaler.
func (es *Events) UnmarshalJSON(data []byte) error {
	return json.Unmarshal(data, (*[]engine.Event)(es))
}

// View is a seat's view written compactly, as Events are.
type View engine.View

// MarshalJSON implements json.Marshaler.
func (v *View) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	if err := compact(&b, reflect.ValueOf(v).Elem()); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// UnmarshalJSON implements json.Unmarshaler.
func (v *View) UnmarshalJSON(data []byte) error {
	*v = View{}
	return json.Unmarshal(data, (*engine.View)(v))
}

// compact writes a struct as a JSON object of its exported fields that are
// not zero, under the names encoding/json gives them.
func compact(b *bytes.Buffer, v reflect.Value) error {
	t := v.Type()
	b.WriteByte('{')
	first := true
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		fv := v.Field(i)
		name := f.Name
		if tag, _, _ := strings.Cut(f.Tag.Get("json"), ","); tag == "-" {
			continue
		} else if tag != "" {
			name = tag
		}
		if !f.IsExported() || fv.IsZero() {
			continue
		}
		if !first {
			b.WriteByte(',')
		}
		first = false
		b.WriteByte('"')
		b.WriteString(name)
		b.WriteString(`":`)
		data, err := json.Marshal(fv.Interface())
		if err != nil {
			return err
		}
		b.Write(data)
	}
	b.WriteByte('}')
	return nil
}
