/**
 * The changed sticky values an edit of an inheritance source lays over the games it passes by
 * (documentAnalysis.ts), kept beside the entries instead of in new ones: a version holds, per
 * game, the number of a layer (0: none) in a table of layers, and a game's entry takes its layer
 * when the game is asked for (DocumentVersion.entry). A layer is the changed values of one or more
 * edits composed: laying new changes over a game that waits under a layer gives the layer with
 * both, the later winning. Laying the same values twice gives them once, so an entry that already
 * took its layer may wait under it again. The table is shared by the versions that follow one
 * another and only grows; past a bound a version collapses it to the layers its games wait under.
 */
import { ChangedValues } from './inheritanceChanges';
import { InheritedValues } from './inheritedValues';

/** One layer: the changed values, and what it has worked out (keys by old key, changes merged over earlier ones). */
interface Layer {
  readonly changes: ReadonlyMap<string, string>;
  readonly keys: Map<string, string>;
  readonly merged: Map<ReadonlyMap<string, string>, ReadonlyMap<string, string>>;
}

/** No layer (number 0). */
const NO_CHANGES: ReadonlyMap<string, string> = new Map();

/** Layers before a version collapses the table (a game's layer number is a Uint16). */
const MOST_LAYERS = 1024;

/** The layers of a document's versions, by number. */
export class ValueLayers {
  private constructor(private readonly layers: Layer[]) {}

  /** A table with no layer. */
  static empty(): ValueLayers {
    return new ValueLayers([layerOf(NO_CHANGES)]);
  }

  /** True when the table should be collapsed. */
  get full(): boolean {
    return this.layers.length > MOST_LAYERS;
  }

  /** Lays `changes` over layer numbers: the number of the layer with them over it (each worked out once per call of this). */
  layering(changes: ReadonlyMap<string, string>): (number: number) => number {
    const composed = new Map<number, number>();
    return (number) => {
      let next = composed.get(number);
      if (next === undefined) {
        const under = this.layers[number].changes;
        const both = under.size === 0 ? changes : new Map([...under, ...changes]);
        this.layers.push(layerOf(both));
        composed.set(number, (next = this.layers.length - 1));
      }
      return next;
    };
  }

  /** A game's values with layer `number` laid over them: the same names, the changed ones with their new values, and the key to match. */
  laid(number: number, values: InheritedValues): InheritedValues {
    const layer = this.layers[number];
    let key = layer.keys.get(values.key);
    if (key === undefined) layer.keys.set(values.key, (key = laidKey(values.key, layer.changes)));
    const old = values.values;
    // Values an earlier layer changed: both layers' changes over the same values (no chain of layers).
    if (old instanceof ChangedValues) {
      let both = layer.merged.get(old.changes);
      if (!both) layer.merged.set(old.changes, (both = new Map([...old.changes, ...layer.changes])));
      return { values: new ChangedValues(old.base, both), problems: values.problems, key };
    }
    return { values: new ChangedValues(old, layer.changes), problems: values.problems, key };
  }

  /** A table of the layers `numbers` name, `numbers` renumbered into it (changed in place). */
  collapsed(numbers: Uint16Array): ValueLayers {
    const kept = [this.layers[0]];
    const renumbered = new Map<number, number>([[0, 0]]);
    for (let position = 0; position < numbers.length; position++) {
      const number = numbers[position];
      let next = renumbered.get(number);
      if (next === undefined) {
        kept.push(this.layers[number]);
        renumbered.set(number, (next = kept.length - 1));
      }
      numbers[position] = next;
    }
    return new ValueLayers(kept);
  }
}

function layerOf(changes: ReadonlyMap<string, string>): Layer {
  return { changes, keys: new Map(), merged: new Map() };
}

/** A key (`name=value` of each inherited value) with the changed names given their new values. */
function laidKey(key: string, changes: ReadonlyMap<string, string>): string {
  return key.split('\u0001').map((part) => {
    const name = part.slice(0, part.indexOf('='));
    const value = changes.get(name);
    return value === undefined ? part : `${name}=${value}`;
  }).join('\u0001');
}
