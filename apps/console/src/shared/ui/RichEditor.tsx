import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import '../theme/brand-content.css';

/**
 * Rich text for announcements and help articles (Tiptap): paragraphs, headings, bold, italic, underline, lists,
 * quotes and links. What it produces is still cleaned by the server before it is stored.
 */
export function RichEditor({
  value,
  onChange,
  label,
}: {
  value: string;
  onChange: (html: string) => void;
  label: string;
}) {
  const { t } = useTranslation();
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: { openOnClick: false, protocols: ['http', 'https', 'mailto'] } })],
    content: value,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  });
  if (!editor) return null;
  const chain = () => editor.chain().focus();
  const link = () => {
    if (state?.link) return chain().unsetLink().run();
    const href = window.prompt(t('content.linkPrompt'), 'https://');
    if (href && /^(https?:\/\/|mailto:)/.test(href)) chain().extendMarkRange('link').setLink({ href }).run();
  };
  const buttons: Array<[string, string, boolean, () => unknown]> = [
    ['B', t('content.bold'), state?.bold ?? false, () => chain().toggleBold().run()],
    ['I', t('content.italic'), state?.italic ?? false, () => chain().toggleItalic().run()],
    ['U', t('content.underline'), state?.underline ?? false, () => chain().toggleUnderline().run()],
    ['H', t('content.heading'), state?.h2 ?? false, () => chain().toggleHeading({ level: 2 }).run()],
    ['•', t('content.bullets'), state?.bullet ?? false, () => chain().toggleBulletList().run()],
    ['1.', t('content.numbers'), state?.ordered ?? false, () => chain().toggleOrderedList().run()],
    ['↗', t('content.link'), state?.link ?? false, link],
  ];
  return (
    <div className="rte">
      <div className="rte-bar" role="toolbar" aria-label={t('content.formatting')}>
        {buttons.map(([text, name, pressed, run]) => (
          <button
            key={name}
            type="button"
            aria-label={name}
            title={name}
            aria-pressed={pressed}
            onClick={() => void run()}
          >
            {text}
          </button>
        ))}
      </div>
      <div className="rte-area">
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}
