"""Deep-merges a JSON object of {"fr": {...}, "en": {...}} into the locale files (dev helper)."""
import json, sys
patch = json.load(open(sys.argv[1]))
def merge(base, extra):
    for key, value in extra.items():
        if isinstance(value, dict) and isinstance(base.get(key), dict):
            merge(base[key], value)
        else:
            base[key] = value
for lang, extra in patch.items():
    path = f'apps/web/app/lib/i18n/locales/{lang}.json'
    data = json.load(open(path))
    merge(data, extra)
    with open(path, 'w') as f:
        json.dump(data, f, ensure_ascii=False, indent=2)
        f.write('\n')
