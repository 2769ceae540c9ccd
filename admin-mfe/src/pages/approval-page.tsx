import { useParams } from 'shared-kernel';
import { ApprovalDecision } from '../features/pharmacist/components/approval-decision';
import '../components/ui/admin-ui.css';

export default function ApprovalPage() {
  const { approvalId = '' } = useParams();
  return (
    <section className="admin-page admin-page--wide" data-page="approval">
      <h1>Check prescription before payment</h1>
      <ApprovalDecision approvalId={approvalId} />
    </section>
  );
}
