/** The roster upload's refusals (P47): what is wrong with the zip, and what to do. */
export default {
  fileTooLarge:
    "{file} is larger than {size} once unzipped, more than a roster's file holds. Check that it is the right file.",
  allTooLarge:
    'unpacks to more than {size} in all, more than Classmint reads at once. Check that it is the right file.',
  damagedFile: "{file} is damaged in the zip and can't be unpacked. Export the roster again.",
  notUtf8: '{file} is not UTF-8 text. Export the roster again as UTF-8 (in Excel: Save As, "CSV UTF-8").',
  notZip:
    'is not a zip file. Export the roster from your student information system as OneRoster 1.1 CSV (a .zip file) and upload that.',
  tooManyEntries:
    'holds {count} files; a OneRoster roster has about ten (at most {max} are read). Check that it is the right file.',
  pathName:
    'holds a file named with a path ("{name}"), which Classmint never unpacks. Zip the roster\'s CSV files again, without folders.',
  twice: 'holds {file} twice. Export the roster again.',
  password: '{file} is protected by a password. Zip the roster again without one.',
  compression: "{file} is compressed in a way Classmint can't read. Zip the roster again with your computer's own zip.",
  damagedZip: "is damaged and can't be unpacked. Export the roster again and upload the new file.",
} as const;
